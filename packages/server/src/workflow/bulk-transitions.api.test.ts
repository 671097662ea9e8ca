import { type BulkTransitionAnswer, type EntityRecord, type JobView, jobPaths } from '@lessor/domain/api';
import { profilesPermissionsDocument } from '@lessor/domain/permissions';
import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase, followJob, type TestClient } from '../testing/index.ts';

const invoices = '/api/billing/invoices';

describeOnEachDatabase(
  'transitions of many records as jobs on the $name database',
  { permissionsCacheMs: 0 },
  (testApp) => {
    let client: TestClient;
    beforeAll(async () => {
      client = await testApp.tenantClient('bulkflows');
    });

    const invoice = async (name: string) =>
      (await client.request({ method: 'POST', url: invoices, payload: { name } })).json<EntityRecord>();
    const statusOf = async (registration: string) =>
      (await client.request({ method: 'GET', url: `${invoices}/${registration}` })).json<EntityRecord>()
        .status;

    it('moves each record named in a transaction of its own, keeping the refusals, and records a Dtxn', async () => {
      const drafts = [await invoice('April rent'), await invoice('May rent'), await invoice('June rent')];
      const issued = await invoice('July rent');
      await client.request({ method: 'GET', url: `${invoices}/${issued.registration}/transitions/ISSUE` });
      const ids = [...drafts.map((draft) => draft.registration), issued.registration, 'INV99999999'];

      const started = await client.request({
        method: 'POST',
        url: `${invoices}/transitions/ISSUE`,
        payload: { ids },
        headers: { prefer: 'respond-async' },
      });
      expect(started.statusCode, started.body).toBe(202);
      const view = started.json<JobView>();
      expect(view.job).toMatchObject({
        type: 'TRANSITION',
        name: 'ISSUE on 5 invoices',
        scriptName: 'bulk-transition',
        entityName: 'Invoice',
      });
      expect(started.headers.location).toBe(jobPaths.job(view.job._id));

      const done = await followJob(client, view);
      expect(done.job).toMatchObject({ status: 'WARNING', processed: 5, failed: 2, total: 5 });
      const answer = done.answer as BulkTransitionAnswer;
      expect(answer.done).toEqual(drafts.map((draft) => draft.registration));
      expect(answer.refused).toMatchObject([
        { registration: issued.registration, status: 400, code: 'TRANSITION_NOT_ALLOWED' },
        { registration: 'INV99999999', status: 404, code: 'ENTITY_REGISTRATION_NOT_FOUND' },
      ]);
      for (const draft of drafts) expect(await statusOf(draft.registration)).toBe('ISSUED');
      // Each move is the single route's: its history is a TRANSITION.
      const [history] = (
        await client.request({
          method: 'GET',
          url: `/api/core/histories?entityRegistration=${drafts[0]?.registration}&type=TRANSITION`,
        })
      ).json();
      expect(history).toMatchObject({ transition: 'ISSUE' });
      // And its audit, one per record moved, none for those refused.
      await testApp.app.logBook.flush();
      for (const [registration, audits] of [
        [drafts[0]?.registration, 1],
        [issued.registration, 0],
      ] as const) {
        const trail = (
          await client.request({
            method: 'GET',
            url: `/api/system/audits?entityRegistration=${registration}&type=TRANSITION`,
          })
        ).json<EntityRecord[]>();
        expect(trail.filter((line) => String(line.details).startsWith('ISSUE, with 5 records'))).toHaveLength(
          audits,
        );
      }

      const [dtxn] = (
        await client.request({
          method: 'GET',
          url: `/api/system/dtxns?batchRegistration=${view.job.registration}`,
        })
      ).json<EntityRecord[]>();
      expect(dtxn).toMatchObject({
        type: 'TRANSITION',
        status: 'COMMITTED',
        steps: 5,
        stepsCommitted: 3,
        stepsFailed: 2,
      });
      expect(dtxn?.details).toContain(`${issued.registration}: `);
      expect(done.job.resultRegistration).toBe(dtxn?.registration);
      const told = async () =>
        (await client.request({ method: 'GET', url: '/api/notification/notifications?range=0-9' })).json()
          .notifications;
      await expect.poll(told).toContainEqual(
        expect.objectContaining({
          title: 'Transition ended',
          message: 'ISSUE on 5 invoices: 3 record(s) moved, 2 refused',
        }),
      );
    });

    it("answers 201 and what it did within the wait, for the records a list's search finds", async () => {
      const quarter = [await invoice('Quarterly fee A'), await invoice('Quarterly fee B')];
      const moved = await client.request({
        method: 'POST',
        url: `${invoices}/transitions/ISSUE`,
        payload: { query: { search: 'Quarterly', status: 'DRAFT', sort: 'registration' } },
      });
      expect(moved.statusCode, moved.body).toBe(201);
      expect(moved.json<BulkTransitionAnswer>()).toEqual({
        transition: 'ISSUE',
        done: quarter.map((found) => found.registration),
        refused: [],
      });
      const [run] = (
        await client.request({
          method: 'GET',
          url: '/api/script/batches?type=TRANSITION&sort=-registration&range=0-0',
        })
      ).json<EntityRecord[]>();
      expect(run).toMatchObject({ status: 'SUCCESS', name: 'ISSUE on invoices', processed: 2, total: 2 });
    });

    it('refuses a selection it cannot read, and starts nothing', async () => {
      const refused = async (payload: unknown, status: number, code: string) => {
        const response = await client.request({
          method: 'POST',
          url: `${invoices}/transitions/ISSUE`,
          payload: payload as object,
        });
        expect(response.statusCode, response.body).toBe(status);
        expect(response.json()).toMatchObject({ code });
      };
      const before = (
        await client.request({ method: 'GET', url: '/api/script/batches?type=TRANSITION' })
      ).json<EntityRecord[]>().length;
      await refused({}, 400, 'MISSING_FIELD_IN_BODY');
      await refused({ ids: [] }, 400, 'INVALID_ARRAY_FIELD');
      await refused({ ids: [1] }, 400, 'INVALID_ARRAY_FIELD');
      await refused(
        { ids: Array.from({ length: 10_001 }, (_, index) => `INV${index}`) },
        413,
        'SELECTION_TOO_LARGE',
      );
      await refused({ query: { noSuchField: 'x' } }, 400, 'INVALID_FIELD_IN_QUERY');
      const after = (
        await client.request({ method: 'GET', url: '/api/script/batches?type=TRANSITION' })
      ).json<EntityRecord[]>().length;
      expect(after).toBe(before);
    });

    it("lets only the users who may write the entity run it, on their own tenant's records only", async () => {
      const mine = await invoice('August rent');
      await testApp.configure(client, profilesPermissionsDocument, { READER: ['read all'] });
      const username = `reader@${client.tenant}`;
      await client.request({
        method: 'POST',
        url: '/api/core/users',
        payload: { username, profiles: ['READER'] },
      });
      const reader = await testApp.userClient(client.tenant, username);
      const forbidden = await reader.request({
        method: 'POST',
        url: `${invoices}/transitions/ISSUE`,
        payload: { ids: [mine.registration] },
      });
      expect(forbidden.json()).toMatchObject({ status: 403, code: 'FORBIDDEN' });

      const other = await testApp.tenantClient('bulkflowsother');
      const foreign = await other.request({
        method: 'POST',
        url: `${invoices}/transitions/ISSUE`,
        payload: { ids: [mine.registration, mine._id] },
      });
      expect(foreign.statusCode, foreign.body).toBe(201);
      expect(foreign.json<BulkTransitionAnswer>().refused.map((refusal) => refusal.code)).toEqual([
        'ENTITY_REGISTRATION_NOT_FOUND',
        'ENTITY_REGISTRATION_NOT_FOUND',
      ]);
      expect(await statusOf(mine.registration)).toBe('DRAFT');
    });
  },
);

import { type EntityRecord, type JobView, jobPaths } from '@lessor/domain/api';
import { profilesPermissionsDocument } from '@lessor/domain/permissions';
import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase, followJob, type TestClient } from '../testing/index.ts';
import { monthlyLease } from './monthly-lease.test-fixture.ts';

const contracts = '/api/financing/contracts';
const runBilling = '/api/script/runs/run-billing';
const dtxns = '/api/system/dtxns';

const lease = monthlyLease;

describeOnEachDatabase(
  'billing runs as jobs by batches of two contracts on the $name database',
  { billingBatchSize: 2, permissionsCacheMs: 0 },
  (testApp) => {
    /** A tenant with a client and active leases of the currencies given. */
    async function tenantWithLeases(tenant: string, currencies: readonly string[]) {
      const client = await testApp.tenantClient(tenant);
      await client.request({
        method: 'POST',
        url: '/api/person/persons',
        payload: { type: 'C', name: 'Client' },
      });
      const registrations: string[] = [];
      for (const currency of currencies) {
        const created = (
          await client.request({ method: 'POST', url: contracts, payload: { ...lease, currency } })
        ).json<EntityRecord>();
        for (const code of ['SUBMIT', 'APPROVE', 'ACTIVATE'])
          await client.request({
            method: 'GET',
            url: `${contracts}/${created.registration}/transitions/${code}`,
          });
        registrations.push(created.registration);
      }
      // The tenant's currencies leave out the USD leases: their batches are refused.
      await testApp.configure(client, 'lists', { currency: [{ value: 'EUR' }] });
      return { client, registrations };
    }

    const dtxnOf = async (client: TestClient, batch: string) =>
      (await client.request({ method: 'GET', url: `${dtxns}?batchRegistration=${batch}` })).json<
        EntityRecord[]
      >();

    let alpha: { client: TestClient; registrations: string[] };
    beforeAll(async () => {
      alpha = await tenantWithLeases('billjobalpha', ['EUR', 'EUR', 'USD', 'EUR', 'EUR']);
    });

    it('answers at once when asked, then the job tells its progress, its answer and its Dtxn', async () => {
      const { client, registrations } = alpha;
      const started = await client.request({
        method: 'GET',
        url: `${runBilling}?date=20250215`,
        headers: { prefer: 'respond-async' },
      });
      expect(started.statusCode, started.body).toBe(202);
      const view = started.json<JobView>();
      expect(view.job).toMatchObject({
        type: 'BILLING',
        name: 'Billing run to 2025-02-15',
        scriptName: 'run-billing',
        entityName: 'Invoice',
      });
      expect(started.headers.location).toBe(jobPaths.job(view.job._id));

      const done = await followJob(client, view);
      // Batches of two: [1, 2], [3, 4], [5]; the second holds the USD lease and bills nothing.
      expect(done.job).toMatchObject({ status: 'WARNING', processed: 5, failed: 2, total: 5 });
      expect(done.answer).toMatchObject({
        nbTotal: 3,
        failures: [
          { contracts: [registrations[2], registrations[3]], status: 400, code: 'INVALID_FIELD_VALUE' },
        ],
      });
      const invoices = (done.answer as { invoices: EntityRecord[] }).invoices;
      expect(invoices.map((invoice) => invoice.contractRegistration)).toEqual([
        registrations[0],
        registrations[1],
        registrations[4],
      ]);
      // The Batch itself keeps the invoices' registrations only, however many the run made.
      const kept = await testApp.db.owner
        .withTables<Record<string, { registration: string; data: { answer?: { invoices?: unknown } } }>>()
        .selectFrom('batches')
        .select('data')
        .where('registration', '=', view.job.registration)
        .executeTakeFirstOrThrow();
      expect(kept.data.answer?.invoices).toEqual({
        recordsOf: 'Invoice',
        registrations: invoices.map((invoice) => invoice.registration),
      });
      const [dtxn] = await dtxnOf(client, view.job.registration);
      expect(dtxn).toMatchObject({
        type: 'BILLING',
        status: 'COMMITTED',
        name: 'Billing run to 2025-02-15',
        scriptName: 'run-billing',
        steps: 3,
        stepsCommitted: 2,
        stepsFailed: 1,
        batchRegistration: view.job.registration,
      });
      expect(dtxn?.details).toContain(`${registrations[2]}, ${registrations[3]}: `);
      expect(dtxn?.details).toContain('(INVALID_FIELD_VALUE)');
      expect(Date.parse(String(dtxn?.endedAt))).toBeGreaterThanOrEqual(Date.parse(String(dtxn?.startedAt)));
      expect(done.job.resultRegistration).toBe(dtxn?.registration);

      // Its author is told, with a link to the batch.
      const told = async () =>
        (await client.request({ method: 'GET', url: '/api/notification/notifications?range=0-9' })).json()
          .notifications;
      await expect.poll(told).toContainEqual(
        expect.objectContaining({
          title: 'Billing run ended',
          message: 'Billing run to 2025-02-15: 3 invoice(s) created, 2 contract(s) not billed',
          link: `/batch/${view.job.registration}`,
        }),
      );
    });

    it('answers 200 and the invoices of a run ended within the wait, once per idempotency key', async () => {
      const { client, registrations } = alpha;
      const run = () =>
        client.request({
          method: 'GET',
          url: `${runBilling}?date=20250315`,
          headers: { 'idempotency-key': 'march-run' },
        });
      const answer = await run();
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toMatchObject({ nbTotal: 3 });
      const replay = await run();
      expect(replay.statusCode).toBe(200);
      expect(replay.json()).toEqual(answer.json());
      const runs = (
        await client.request({
          method: 'GET',
          url: '/api/script/batches?type=BILLING&name=Billing run to 2025-03-15',
        })
      ).json<EntityRecord[]>();
      expect(runs).toHaveLength(1);
      expect(registrations).toHaveLength(5);
    });

    it('ends in ERROR with the first refusal, and its Dtxn ROLLED_BACK, when no batch bills', async () => {
      const { client } = await tenantWithLeases('billjobrefused', ['USD']);
      const refused = await client.request({ method: 'GET', url: `${runBilling}?date=20250215` });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'INVALID_FIELD_VALUE' });
      const [batch] = (await client.request({ method: 'GET', url: '/api/script/batches?type=BILLING' })).json<
        EntityRecord[]
      >();
      expect(batch).toMatchObject({ status: 'ERROR', processed: 1, failed: 1, total: 1 });
      expect(batch?.errorMessage).toBe(refused.json().message);
      const [dtxn] = await dtxnOf(client, String(batch?.registration));
      expect(dtxn).toMatchObject({ status: 'ROLLED_BACK', steps: 1, stepsCommitted: 0, stepsFailed: 1 });
      // Nothing to bill is a run that committed its no steps.
      const none = await client.request({ method: 'GET', url: `${runBilling}?date=20240101` });
      expect(none.json()).toEqual([]);
      const dtxnsAfter = (await client.request({ method: 'GET', url: `${dtxns}?sort=registration` })).json<
        EntityRecord[]
      >();
      expect(dtxnsAfter.map((found) => [found.status, found.steps])).toEqual([
        ['ROLLED_BACK', 1],
        ['COMMITTED', 0],
      ]);
    });

    it('lets only the users who may write invoices run it, and only its author follow it', async () => {
      const { client } = alpha;
      await testApp.configure(client, profilesPermissionsDocument, {
        READER: ['read all'],
        BILLER: ['read all', 'write /api/billing/invoices'],
      });
      const userOf = async (profile: string) => {
        const username = `${profile.toLowerCase()}@${client.tenant}`;
        await client.request({
          method: 'POST',
          url: '/api/core/users',
          payload: { username, profiles: [profile] },
        });
        return testApp.userClient(client.tenant, username);
      };
      const reader = await userOf('READER');
      const biller = await userOf('BILLER');
      const forbidden = await reader.request({ method: 'GET', url: `${runBilling}?date=20250415` });
      expect(forbidden.json()).toMatchObject({ status: 403, code: 'FORBIDDEN' });
      const started = await biller.request({
        method: 'GET',
        url: `${runBilling}?date=20250415`,
        headers: { prefer: 'respond-async' },
      });
      expect(started.statusCode, started.body).toBe(202);
      const { job } = started.json<JobView>();
      expect(job._insertUser).toBe(biller.username);
      const foreign = await reader.request({ method: 'GET', url: jobPaths.job(job._id) });
      expect(foreign.json()).toMatchObject({ status: 404, code: 'ENTITY_REGISTRATION_NOT_FOUND' });
      expect((await followJob(biller, started.json<JobView>())).job.status).toBe('WARNING');
      // An administrator follows anyone's.
      expect((await client.request({ method: 'GET', url: jobPaths.job(job._id) })).statusCode).toBe(200);
    });

    it("never shows a tenant another tenant's run or Dtxn", async () => {
      const beta = await testApp.tenantClient('billjobbeta');
      const [alphaRun] = (
        await alpha.client.request({ method: 'GET', url: '/api/script/batches?type=BILLING' })
      ).json<EntityRecord[]>();
      expect(alphaRun).toBeDefined();
      const foreign = await beta.request({ method: 'GET', url: jobPaths.job(String(alphaRun?._id)) });
      expect(foreign.statusCode).toBe(404);
      expect((await beta.request({ method: 'GET', url: dtxns })).json()).toEqual([]);
      expect(
        (await alpha.client.request({ method: 'GET', url: dtxns })).json<EntityRecord[]>().length,
      ).toBeGreaterThan(0);
    });
  },
);

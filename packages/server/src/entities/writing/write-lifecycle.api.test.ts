import { entities, findEntity } from '@lessor/domain/entities';
import { LessorError } from '@lessor/domain/errors';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { EntityCatalogue } from '../../catalogue/entity-catalogue.ts';
import { entityTables } from '../../tenancy/with-tenant.ts';
import { describeOnEachDatabase, type TestClient } from '../../testing/index.ts';
import type { EntityHooks } from '../hooks/entity-hooks.ts';
import { EntityService } from './entity-service.ts';

const invoices = '/api/billing/invoices';
const tickets = '/api/support/tickets';
const ticketEntity = findEntity('Ticket');
if (!ticketEntity) throw new Error('no Ticket entity');

/**
 * Where the invoice's hooks write their follow-up tickets: the service on the database of the suite
 * running (the suites of a file run one after the other).
 */
let followUpTickets: EntityService;
/** What the hooks saw, in the order they ran. */
const calls: string[] = [];

// The invoice's hooks of this test only: each says what it saw, some change or refuse.
const invoiceHooks: EntityHooks = {
  beforeSave(record, { before, transition }) {
    calls.push(`beforeSave ${transition?.code ?? (before ? 'update' : 'create')}`);
    if (record.name === 'Self-paid') return { ...record, status: 'PAID' };
    return { ...record, invoiceNumber: `N-${record.name}` };
  },
  async afterSave(record, { trx, entity }) {
    // The row just written is visible: the hook runs in the write's own transaction.
    const stored = await entityTables(trx)
      .selectFrom(entity.table)
      .select('_version')
      .where('id', '=', record._id)
      .executeTakeFirst();
    calls.push(`afterSave v${stored?._version}`);
  },
  beforeTransition(record, { transition }) {
    calls.push(`beforeTransition ${transition.code} ${transition.from}>${transition.to}`);
    if (record.name === 'Refused')
      throw new LessorError('TRANSITION_NOT_ALLOWED', [transition.code, 'Invoice', 'x', transition.from]);
    return { ...record, issueDate: '2026-03-01' };
  },
  async afterTransition(record, { trx, actor, transition }) {
    calls.push(`afterTransition ${transition.code}`);
    await followUpTickets.createWithin(trx, actor, [{ name: `Follow ${record.registration}` }]);
    if (record.name === 'Rolled back')
      throw new LessorError('TRANSITION_NOT_ALLOWED', [transition.code, 'Invoice', 'x', transition.from]);
  },
  beforeDelete(record) {
    calls.push('beforeDelete');
    if (record.name === 'Kept') throw new LessorError('FORBIDDEN', ['delete Invoice']);
  },
};

describeOnEachDatabase(
  'the lifecycle of a write on the $name database',
  { entityHooks: { Invoice: invoiceHooks } },
  (testApp) => {
    let client: TestClient;

    beforeAll(async () => {
      followUpTickets = new EntityService(testApp.db, new EntityCatalogue(entities), ticketEntity);
      client = await testApp.tenantClient('lifecycle');
    });
    beforeEach(() => {
      calls.length = 0;
    });

    const create = async (name: string) =>
      (await client.request({ method: 'POST', url: invoices, payload: { name } })).json();
    const read = async (registration: string) =>
      (await client.request({ method: 'GET', url: `${invoices}/${registration}` })).json();
    const historyTypes = async (registration: string) =>
      (await client.request({ method: 'GET', url: `/api/core/histories?entityRegistration=${registration}` }))
        .json<{ type: string }[]>()
        .map((history) => history.type)
        .sort();
    const followUps = async (registration: string) =>
      (
        await client.request({
          method: 'GET',
          url: `${tickets}?name=${encodeURIComponent(`Follow ${registration}`)}`,
        })
      ).json<unknown[]>().length;

    it('runs the save hooks around a creation and an update, in their transaction, with one history each', async () => {
      const created = await create('January');
      expect(created).toMatchObject({ invoiceNumber: 'N-January', _version: 1 });
      expect(calls).toEqual(['beforeSave create', 'afterSave v1']);

      calls.length = 0;
      const url = `${invoices}/${created.registration}`;
      const patched = await client.request({ method: 'PATCH', url, payload: { name: 'February' } });
      expect(patched.json()).toMatchObject({ invoiceNumber: 'N-February', _version: 2 });
      expect(calls).toEqual(['beforeSave update', 'afterSave v2']);
      expect(await historyTypes(created.registration)).toEqual(['CREATE', 'UPDATE']);
    });

    it('refuses a hook that moves the status, which only a transition does, and writes nothing', async () => {
      const refused = await client.request({ method: 'POST', url: invoices, payload: { name: 'Self-paid' } });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('STATUS_PATCH_PROHIBITED');
      const found = await client.request({ method: 'GET', url: `${invoices}?name=Self-paid` });
      expect(found.json()).toEqual([]);
    });

    it('runs a transition through its hooks and the save hooks, and writes its history once', async () => {
      const invoice = await create('March');
      calls.length = 0;
      const issued = await client.request({
        method: 'GET',
        url: `${invoices}/${invoice.registration}/transitions/ISSUE`,
      });
      expect(issued.json()).toMatchObject({
        status: 'ISSUED',
        _version: 2,
        invoiceNumber: 'N-March',
        issueDate: expect.stringMatching(/^2026-03-01/),
      });
      expect(calls).toEqual([
        'beforeTransition ISSUE DRAFT>ISSUED',
        'beforeSave ISSUE',
        'afterSave v2',
        'afterTransition ISSUE',
      ]);
      expect(await historyTypes(invoice.registration)).toEqual(['CREATE', 'TRANSITION']);
      expect(await followUps(invoice.registration)).toBe(1);
    });

    it('leaves status, version and history as they were when a before-transition hook refuses', async () => {
      const invoice = await create('Refused');
      calls.length = 0;
      const refused = await client.request({
        method: 'GET',
        url: `${invoices}/${invoice.registration}/transitions/ISSUE`,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('TRANSITION_NOT_ALLOWED');
      expect(calls).toEqual(['beforeTransition ISSUE DRAFT>ISSUED']);
      expect(await read(invoice.registration)).toMatchObject({ status: 'DRAFT', _version: 1 });
      expect(await historyTypes(invoice.registration)).toEqual(['CREATE']);
    });

    it("rolls back an after-transition hook's write with the transition when a later step fails", async () => {
      const invoice = await create('Rolled back');
      const refused = await client.request({
        method: 'GET',
        url: `${invoices}/${invoice.registration}/transitions/ISSUE`,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('TRANSITION_NOT_ALLOWED');
      expect(calls).toContain('afterTransition ISSUE');
      expect(await followUps(invoice.registration)).toBe(0);
      expect(await read(invoice.registration)).toMatchObject({ status: 'DRAFT', _version: 1 });
      expect(await historyTypes(invoice.registration)).toEqual(['CREATE']);
    });

    it('runs the before-delete hook, which may refuse, and writes one history for a delete', async () => {
      const kept = await create('Kept');
      const refused = await client.request({ method: 'DELETE', url: `${invoices}/${kept.registration}` });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('FORBIDDEN');
      expect((await read(kept.registration)).name).toBe('Kept');
      expect(await historyTypes(kept.registration)).toEqual(['CREATE']);

      const gone = await create('Gone');
      calls.length = 0;
      const deleted = await client.request({ method: 'DELETE', url: `${invoices}/${gone.registration}` });
      expect(deleted.statusCode).toBe(204);
      expect(calls).toEqual(['beforeDelete']);
      expect(await historyTypes(gone.registration)).toEqual(['CREATE', 'DELETE']);
    });
  },
);

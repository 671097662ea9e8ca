import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase, type TestClient } from '../testing/index.ts';

const invoices = '/api/billing/invoices';

describeOnEachDatabase('workflow transitions on the $name database', (testApp) => {
  let client: TestClient;

  beforeAll(async () => {
    client = await testApp.tenantClient('flows');
  });

  const create = async (url: string, payload: Record<string, unknown>) =>
    (await client.request({ method: 'POST', url, payload })).json();
  const available = async (url: string, ids: unknown) =>
    (
      await client.request({
        method: 'POST',
        url: `${url}/transitions?exclude=modals,printings,documents`,
        payload: ids as Record<string, unknown>,
      })
    ).json();

  it('offers the transitions open to every selected record, pull-right ones last', async () => {
    const draft = await create(invoices, { name: 'January rent' });
    const issued = await create(invoices, { name: 'February rent' });
    await client.request({ method: 'GET', url: `${invoices}/${issued.registration}/transitions/ISSUE` });

    const fromDraft = await available(invoices, [draft.registration]);
    expect(fromDraft.map((transition: { code: string }) => transition.code)).toEqual(['ISSUE', 'CANCEL']);
    expect(fromDraft[1]).toMatchObject({ props: { pullRight: true } });
    const both = await available(invoices, { ids: [draft.registration, issued._id] });
    expect(both.map((transition: { code: string }) => transition.code)).toEqual(['CANCEL']);
    expect(await available(invoices, [])).toEqual([]);
    expect(
      (await client.request({ method: 'POST', url: `${invoices}/transitions`, payload: { ids: 'x' } })).json()
        .code,
    ).toBe('INVALID_BODY_ARRAY');
  });

  it('runs a transition atomically, writes its history, and refuses one not open from the status', async () => {
    const invoice = await create(invoices, { name: 'March rent' });
    const url = `${invoices}/${invoice.registration}`;
    const issued = await client.request({ method: 'GET', url: `${url}/transitions/ISSUE` });
    expect(issued.json()).toMatchObject({ status: 'ISSUED', _version: 2 });
    const refused = await client.request({ method: 'GET', url: `${url}/transitions/ISSUE` });
    expect(refused.json()).toMatchObject({ status: 400, code: 'TRANSITION_NOT_ALLOWED' });
    expect((await client.request({ method: 'GET', url: `${url}/transitions/FLY` })).json().code).toBe(
      'TRANSITION_NOT_ALLOWED',
    );
    expect((await client.request({ method: 'GET', url })).json()).toMatchObject({
      status: 'ISSUED',
      _version: 2,
    });

    const [history] = (
      await client.request({
        method: 'GET',
        url: `/api/core/histories?entityRegistration=${invoice.registration}&type=TRANSITION`,
      })
    ).json();
    expect(history).toMatchObject({
      transition: 'ISSUE',
      changes: [{ field: 'status', from: 'DRAFT', to: 'ISSUED' }],
    });
  });

  it('checks conditions and applies effects of a transition', async () => {
    const contracts = '/api/financing/contracts';
    const contract = await create(contracts, { name: 'Lease' });
    const url = `${contracts}/${contract.registration}`;
    for (const code of ['SUBMIT', 'APPROVE'])
      await client.request({ method: 'GET', url: `${url}/transitions/${code}` });
    expect((await client.request({ method: 'GET', url: `${url}/transitions/ACTIVATE` })).json().code).toBe(
      'TRANSITION_NOT_ALLOWED',
    );
    await client.request({ method: 'PATCH', url, payload: { startDate: '2026-02-01' } });
    // Its hook then asks for terms that make a schedule.
    expect((await client.request({ method: 'GET', url: `${url}/transitions/ACTIVATE` })).json().code).toBe(
      'MISSING_FIELD_IN_BODY',
    );
    await client.request({ method: 'PATCH', url, payload: { financedAmountExclTax: 12_000, duration: 12 } });
    const active = (await client.request({ method: 'GET', url: `${url}/transitions/ACTIVATE` })).json();
    expect(active.status).toBe('ACTIVE');
    expect(active.signatureDate).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00.000Z$/);
  });

  it("follows the tenant's own workflow when it declares one", async () => {
    await testApp.configure(client, 'workflows', {
      Ticket: {
        statuses: ['OPEN', 'CLOSED'],
        initialStatus: 'OPEN',
        transitions: [{ code: 'CLOSE', label: 'Close', from: ['OPEN'], to: 'CLOSED', orderIndex: 1 }],
      },
    });
    const ticket = await create('/api/support/tickets', { name: 'Printer' });
    expect(
      (await available('/api/support/tickets', [ticket.registration])).map((t: { code: string }) => t.code),
    ).toEqual(['CLOSE']);
    const closed = await client.request({
      method: 'GET',
      url: `/api/support/tickets/${ticket.registration}/transitions/CLOSE`,
    });
    expect(closed.json().status).toBe('CLOSED');
  });

  it('checks the record against its declaration: an effect it refuses leaves the record and its history', async () => {
    const other = await testApp.tenantClient('flows-checked');
    await testApp.configure(other, 'workflows', {
      Ticket: {
        statuses: ['OPEN', 'ESCALATED'],
        initialStatus: 'OPEN',
        transitions: [
          {
            code: 'ESCALATE',
            label: 'Escalate',
            from: ['OPEN'],
            to: 'ESCALATED',
            orderIndex: 1,
            effects: [{ set: { field: 'priority', value: 'SOMEDAY' } }],
          },
          { code: 'FLAG', label: 'Flag', from: ['OPEN'], to: 'ESCALATED', orderIndex: 2 },
        ],
      },
    });
    const tickets = '/api/support/tickets';
    const ticket = (await other.request({ method: 'POST', url: tickets, payload: { name: 'Disk' } })).json();
    const url = `${tickets}/${ticket.registration}`;

    const refused = await other.request({ method: 'GET', url: `${url}/transitions/ESCALATE` });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'INVALID_FIELD_VALUE', errors: [{ field: 'priority' }] });
    expect((await other.request({ method: 'GET', url })).json()).toMatchObject({
      status: 'OPEN',
      _version: 1,
    });
    const histories = `/api/core/histories?entityRegistration=${ticket.registration}`;
    expect((await other.request({ method: 'GET', url: histories })).json()).toHaveLength(1);

    // A status word of the tenant's workflow that the declaration does not list is the workflow's to allow.
    const flagged = await other.request({ method: 'GET', url: `${url}/transitions/FLAG` });
    expect(flagged.json()).toMatchObject({ status: 'ESCALATED', _version: 2 });
  });
});

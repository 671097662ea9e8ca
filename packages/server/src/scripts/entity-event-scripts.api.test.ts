import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase, type TestClient } from '../testing/index.ts';

const scripts = '/api/script/scripts';
const contracts = '/api/financing/contracts';
const invoices = '/api/billing/invoices';

/** A tenant's rule on contracts: above a limit, or a third contract of one client, the save is refused. */
const contractLimit = `async function execute({ record, before }, context) {
  if (Number(record.financedAmountExclTax) > 100000)
    context.refuse('Contracts above 100,000 EUR go to the committee');
  if (!before && record.clientRegistration) {
    const others = await context.listRecords('Contract', { clientRegistration: record.clientRegistration });
    if (others.length >= 2) context.refuse('A client holds two contracts at most');
  }
  return { description: 'Checked by the contract limit', status: 'ACTIVE', registration: 'CTR-SCRIPT' };
}`;

describeOnEachDatabase("a tenant's business scripts on its writes on the $name database", {}, (testApp) => {
  let alpha: TestClient;
  let beta: TestClient;

  const createContract = (client: TestClient, payload: Record<string, unknown>) =>
    client.request({ method: 'POST', url: contracts, payload: { name: 'Lease', ...payload } });
  const contractCount = async (client: TestClient) =>
    (await client.request({ method: 'GET', url: `${contracts}?range=0-99` })).json<unknown[]>().length;

  beforeAll(async () => {
    alpha = await testApp.tenantClient('events-alpha');
    beta = await testApp.tenantClient('events-beta');
    const saved = await alpha.request({
      method: 'POST',
      url: scripts,
      payload: { name: 'contract-limit', entityName: 'Contract', event: 'BEFORE_SAVE', code: contractLimit },
    });
    expect(saved.statusCode, saved.body).toBe(201);
  });

  it('refuses a contract above the limit in its own words, and keeps nothing of it', async () => {
    const before = await contractCount(alpha);
    const refused = await createContract(alpha, { financedAmountExclTax: 150_000 });
    expect(refused.json()).toEqual({
      status: 422,
      code: 'SCRIPT_REFUSED',
      message: 'Contracts above 100,000 EUR go to the committee',
    });
    expect(await contractCount(alpha)).toBe(before);

    const accepted = await createContract(alpha, { financedAmountExclTax: 80_000 });
    expect(accepted.statusCode, accepted.body).toBe(201);
    // The fields it sets are kept; the status and the registration stay the server's.
    expect(accepted.json()).toMatchObject({ description: 'Checked by the contract limit', status: 'DRAFT' });
    expect(accepted.json().registration).toMatch(/^CTR\d+$/);
    const raised = await alpha.request({
      method: 'PATCH',
      url: `${contracts}/${accepted.json().registration}`,
      payload: { financedAmountExclTax: 120_000 },
    });
    expect(raised.json()).toMatchObject({ code: 'SCRIPT_REFUSED' });

    // Another tenant has no such rule.
    expect((await createContract(beta, { financedAmountExclTax: 150_000 })).statusCode).toBe(201);
  });

  it("reads the tenant's records in the write's transaction", async () => {
    const client = (
      await alpha.request({
        method: 'POST',
        url: '/api/person/persons',
        payload: { type: 'C', name: 'Busy SA' },
      })
    ).json<{ registration: string }>();
    for (const name of ['First', 'Second'])
      expect(
        (await createContract(alpha, { name, clientRegistration: client.registration })).statusCode,
      ).toBe(201);
    const third = await createContract(alpha, { name: 'Third', clientRegistration: client.registration });
    expect(third.json()).toMatchObject({
      code: 'SCRIPT_REFUSED',
      message: 'A client holds two contracts at most',
    });
  });

  it('refuses a transition after its save, rolling the move back', async () => {
    await alpha.request({
      method: 'POST',
      url: scripts,
      payload: {
        name: 'keep-issued',
        entityName: 'Invoice',
        event: 'AFTER_TRANSITION',
        code: `function execute({ record, transition }, context) {
          if (transition.code === 'CANCEL' && record.name === 'Keep') context.refuse('This invoice is kept');
        }`,
      },
    });
    const invoice = (
      await alpha.request({ method: 'POST', url: invoices, payload: { name: 'Keep' } })
    ).json();
    const cancelled = await alpha.request({
      method: 'GET',
      url: `${invoices}/${invoice.registration}/transitions/CANCEL`,
    });
    expect(cancelled.json()).toMatchObject({ code: 'SCRIPT_REFUSED', message: 'This invoice is kept' });
    const kept = (await alpha.request({ method: 'GET', url: `${invoices}/${invoice.registration}` })).json();
    expect(kept.status).toBe('DRAFT');
  });
});

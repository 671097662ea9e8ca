import type { EntityRecord, ListKpis } from '@lessor/domain/api';
import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase, type TestClient } from '../testing/index.ts';

const invoices = '/api/billing/invoices';
const persons = '/api/person/persons';

const today = () => `${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`;

describeOnEachDatabase('the balances of invoices on the $name database', (testApp) => {
  let alpha: TestClient;
  let beta: TestClient;
  let payer: string;

  const post = async (client: TestClient, url: string, payload: Record<string, unknown>) => {
    const response = await client.request({ method: 'POST', url, payload });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<EntityRecord>();
  };
  const run = async (registration: string, ...codes: string[]) => {
    let record: EntityRecord | undefined;
    for (const code of codes) {
      const response = await alpha.request({
        method: 'GET',
        url: `${invoices}/${registration}/transitions/${code}`,
      });
      expect(response.statusCode, response.body).toBe(200);
      record = response.json<EntityRecord>();
    }
    return record as EntityRecord;
  };
  const balanceKpi = async (client: TestClient, query = '') => {
    const response = await client.request({ method: 'GET', url: `${invoices}/kpis${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ListKpis>().sums.find((sum) => sum.field === 'totalBalance')?.total;
  };
  const invoice = (name: string, balance: number, extra: Record<string, unknown> = {}) =>
    post(alpha, invoices, {
      name,
      amountExclTax: balance,
      amountInclTax: balance,
      totalBalance: balance,
      ...extra,
    });

  beforeAll(async () => {
    alpha = await testApp.tenantClient('alpha');
    beta = await testApp.tenantClient('beta');
    payer = (await post(alpha, persons, { type: 'C', name: 'Acme Freight' })).registration;
    await post(beta, invoices, { name: 'Beta rent', totalBalance: 99999 });
  });

  it('settles an invoice it pays: payment date today, balance zero, then read-only but for transitions', async () => {
    const rent = await invoice('Rent March', 1200.45);
    const before = today();
    const paid = await run(rent.registration, 'ISSUE', 'PAY');
    expect(paid).toMatchObject({ status: 'PAID', totalBalance: 0, amountInclTax: 1200.45 });
    expect([before, today()]).toContain(paid.paymentDate);

    const url = `${invoices}/${rent.registration}`;
    for (const method of ['PATCH', 'PUT'] as const) {
      const refused = await alpha.request({ method, url, payload: { totalBalance: 1200.45 } });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'READ_ONLY_IN_STATUS' });
    }
    const history = await alpha.request({
      method: 'GET',
      url: `/api/core/histories?entityRegistration=${rent.registration}&type=TRANSITION&sort=-date`,
    });
    expect(history.json<EntityRecord[]>()[0]?.changes).toEqual(
      expect.arrayContaining([
        { field: 'status', from: 'ISSUED', to: 'PAID' },
        { field: 'totalBalance', from: '1200.45', to: '0' },
      ]),
    );
    expect((await alpha.request({ method: 'GET', url })).json()).toMatchObject({
      status: 'PAID',
      totalBalance: 0,
    });
  });

  it('settles a cancelled invoice and leaves a part payment to the balance written', async () => {
    const cancelled = await run((await invoice('Cancelled', 300)).registration, 'ISSUE', 'CANCEL');
    expect(cancelled).toMatchObject({ status: 'CANCELLED', totalBalance: 0 });
    expect(cancelled.paymentDate).toBeUndefined();
    const part = await run((await invoice('Part paid', 500)).registration, 'ISSUE', 'PAY_PART');
    expect(part).toMatchObject({ status: 'PARTIALLY_PAID', totalBalance: 500 });
  });

  it("totals the open balances of the list's filter in the KPI strip, within the tenant", async () => {
    const open = [
      await invoice('Open rent April', 100.1, { persons: [{ role: 'PAYER', personRegistration: payer }] }),
      await invoice('Open rent May', 200.2),
      await invoice('Open rent June', 0.3, { persons: [{ role: 'PAYER', personRegistration: payer }] }),
    ];
    await run((open[1] as EntityRecord).registration, 'ISSUE');
    await run((await invoice('Paid rent April', 5000)).registration, 'ISSUE', 'PAY');

    // Every invoice of the tenant: the two tests before left 500 owed (part paid), the rest settled.
    expect(await balanceKpi(alpha)).toBe(800.6);
    expect(await balanceKpi(alpha, '?search=open%20rent')).toBe(300.6);
    expect(await balanceKpi(alpha, '?search=rent%20april')).toBe(100.1);
    expect(await balanceKpi(alpha, '?status=ISSUED')).toBe(200.2);
    expect(await balanceKpi(alpha, `?payerRegistration=${payer}`)).toBe(100.4);
    expect(await balanceKpi(alpha, '?status=PAID,CANCELLED')).toBe(0);
    expect(await balanceKpi(beta)).toBe(99999);
  });
});

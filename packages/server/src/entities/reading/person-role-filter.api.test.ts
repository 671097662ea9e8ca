import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase, type TestClient } from '../../testing/index.ts';

const path = '/api/billing/invoices';

describeOnEachDatabase('filters by the person of a role on the $name database', (testApp) => {
  let alpha: TestClient;

  beforeAll(async () => {
    alpha = await testApp.tenantClient('alpha');
    // Ada, Alan and Grace: PER00000001 to PER00000003, whom the invoices name.
    for (const name of ['Ada', 'Alan', 'Grace']) {
      const person = await alpha.request({
        method: 'POST',
        url: '/api/person/persons',
        payload: { type: 'C', name },
      });
      expect(person.statusCode, person.body).toBe(201);
    }
    const invoices = [
      { name: 'Paid by Ada', persons: [{ role: 'PAYER', personRegistration: 'PER00000001' }] },
      {
        name: 'Paid to Ada',
        persons: [
          { role: 'PAYER', personRegistration: 'PER00000002' },
          { role: 'PAYEE', personRegistration: 'PER00000001' },
        ],
      },
      { name: 'Paid by Grace', persons: [{ role: 'PAYER', personRegistration: 'PER00000003' }] },
    ];
    for (const invoice of invoices) {
      const created = await alpha.request({ method: 'POST', url: path, payload: invoice });
      expect(created.statusCode, created.body).toBe(201);
    }
  });

  const names = async (query: string) =>
    (
      (await alpha.request({ method: 'GET', url: `${path}?${query}&sort=name` })).json() as {
        name: string;
      }[]
    ).map((invoice) => invoice.name);

  it('finds the records whose payer, not any person, is the one named; a comma list is any of them', async () => {
    expect(await names('payerRegistration=PER00000001')).toEqual(['Paid by Ada']);
    expect(await names('payeeRegistration=PER00000001')).toEqual(['Paid to Ada']);
    expect(await names('payerRegistration=PER00000001,PER00000003')).toEqual([
      'Paid by Ada',
      'Paid by Grace',
    ]);
  });

  it('counts the same records in the key figures', async () => {
    const kpis = (
      await alpha.request({ method: 'GET', url: `${path}/kpis?payerRegistration=PER00000003` })
    ).json();
    expect(kpis).toMatchObject({ count: 1 });
  });
});

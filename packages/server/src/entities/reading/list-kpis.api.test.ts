import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase, type TestClient } from '../../testing/index.ts';

const path = '/api/financing/credit-lines';

describeOnEachDatabase('list KPIs on the $name database', (testApp) => {
  let alpha: TestClient;
  let beta: TestClient;

  beforeAll(async () => {
    alpha = await testApp.tenantClient('alpha');
    beta = await testApp.tenantClient('beta');
    const lines = [
      { name: 'Stock line Acme', creditLimit: 100000, outstanding: 25000.5, available: 74999.5 },
      { name: 'Stock line Brick', creditLimit: 50000, outstanding: 0, available: 50000 },
      { name: 'Investment line Cedar', creditLimit: 20000, outstanding: 20000, available: 0 },
    ];
    for (const [index, line] of lines.entries()) {
      const created = await alpha.request({
        method: 'POST',
        url: path,
        payload: { ...line, currency: 'EUR' },
      });
      expect(created.statusCode).toBe(201);
      if (index < 2) {
        const registration = created.json().registration;
        const moved = await alpha.request({
          method: 'GET',
          url: `${path}/${registration}/transitions/ACTIVATE`,
        });
        expect(moved.statusCode).toBe(200);
      }
    }
    await beta.request({ method: 'POST', url: path, payload: { name: 'Other tenant', creditLimit: 999 } });
  });

  it('counts the records by status and totals the declared amounts', async () => {
    const response = await alpha.request({ method: 'GET', url: `${path}/kpis` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      count: 3,
      countIsLimited: false,
      statuses: [
        { status: 'ACTIVE', count: 2 },
        { status: 'DRAFT', count: 1 },
      ],
      sums: [
        { field: 'creditLimit', total: 170000 },
        { field: 'outstanding', total: 45000.5 },
        { field: 'available', total: 124999.5 },
      ],
    });
  });

  it("follows the list's filters and free text, and keeps to the caller's tenant", async () => {
    const active = (
      await alpha.request({ method: 'GET', url: `${path}/kpis?status=ACTIVE&search=stock` })
    ).json();
    expect(active).toMatchObject({ count: 2, sums: [{ field: 'creditLimit', total: 150000 }, {}, {}] });
    const cedar = (await alpha.request({ method: 'GET', url: `${path}/kpis?search=cedar` })).json();
    expect(cedar).toMatchObject({ count: 1, statuses: [{ status: 'DRAFT', count: 1 }] });
    const other = (await beta.request({ method: 'GET', url: `${path}/kpis` })).json();
    expect(other).toMatchObject({ count: 1, sums: [{ field: 'creditLimit', total: 999 }, {}, {}] });
  });

  it('refuses a filter the list refuses', async () => {
    const response = await alpha.request({ method: 'GET', url: `${path}/kpis?nonsense=1` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_FIELD_IN_QUERY' });
  });
});

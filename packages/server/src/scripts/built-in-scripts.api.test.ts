import { contractSchedule, entities } from '@lessor/domain/entities';
import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase, type TestClient } from '../testing/index.ts';

const runs = '/api/script/runs';
const products = '/api/financing/products';

/** Products move from DRAFT to ACTIVE and on to RETIRED through a tenant's own workflow: none is declared. */
const productWorkflow = {
  Product: {
    statuses: ['DRAFT', 'ACTIVE', 'RETIRED'],
    initialStatus: 'DRAFT',
    transitions: [
      { code: 'ACTIVATE', label: 'Activate', from: ['DRAFT'], to: 'ACTIVE', orderIndex: 1 },
      { code: 'RETIRE', label: 'Retire', from: ['ACTIVE'], to: 'RETIRED', orderIndex: 2 },
    ],
  },
};

/** 12,000 over 12 months at 6 %, monthly in arrears: the terms as the Contract names them. */
const terms = {
  financedAmountExclTax: 12_000,
  rate: 0.06,
  duration: 12,
  frequency: 'MONTHLY',
  residualValue: 0,
  startDate: '2025-01-15',
  paymentTiming: 'ARREARS',
};

const cents = (value: number) => Math.round(value * 100);

interface ScheduleAnswer {
  rows: {
    index: number;
    date: string;
    principal: number;
    interest: number;
    payment: number;
    outstanding: number;
  }[];
  totals: { principal: number; interest: number; payment: number };
}

describeOnEachDatabase('the built-in scripts the spec calls by name, on the $name database', (testApp) => {
  let alpha: TestClient;
  let beta: TestClient;

  const run = async (client: TestClient, url: string, payload?: Record<string, unknown>) => {
    const answer = await client.request(
      payload ? { method: 'POST', url: `${runs}/${url}`, payload } : { method: 'GET', url: `${runs}/${url}` },
    );
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json();
  };

  beforeAll(async () => {
    alpha = await testApp.tenantClient('built-ins-alpha');
    beta = await testApp.tenantClient('built-ins-beta');
  });

  it("answers no string overrides, and a tenant's own script replaces that for itself alone", async () => {
    expect(await run(alpha, 'string-overrides?locale=fr')).toEqual({});
    const saved = await alpha.request({
      method: 'POST',
      url: '/api/script/scripts',
      payload: {
        name: 'string-overrides',
        code: "function execute(params) { return params.locale === 'fr' ? { Persons: 'Clients' } : {}; }",
      },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(await run(alpha, 'string-overrides?locale=fr')).toEqual({ Persons: 'Clients' });
    expect(await run(alpha, 'string-overrides?locale=en')).toEqual({});
    expect(await run(beta, 'string-overrides?locale=fr')).toEqual({});
  });

  it('names the entities holding documents that have a workflow, and the document types asked for', async () => {
    const declared = entities
      .filter((entity) => entity.hasDocuments && (entity.workflow?.transitions.length ?? 0) > 0)
      .map((entity) => entity.name)
      .sort();
    const named = await run(alpha, 'document-entities-with-workflow');
    expect(named).toEqual(declared);
    expect(named).toEqual(expect.arrayContaining(['Contract', 'Invoice', 'Person']));
    // An asset lot holds documents but has no workflow.
    expect(named).not.toContain('AssetLot');

    expect(await run(alpha, 'document-types-with-workflow?entityNames=Contract,Nowhere,Invoice')).toEqual({
      Contract: ['CONTRACT', 'SCHEDULE', 'MANDATE', 'INVOICE', 'ID', 'OTHER'],
      Invoice: ['INVOICE', 'REMINDER', 'OTHER'],
    });
    expect(await run(alpha, 'document-types-with-workflow', { entityNames: ['BankStatement'] })).toEqual({
      BankStatement: ['CAMT053', 'CAMT054', 'OTHER'],
    });
  });

  it("follows the tenant's own document types and workflows", async () => {
    const gamma = await testApp.tenantClient('built-ins-gamma');
    await testApp.configure(gamma, 'lists', { contractDocumentType: [{ value: 'KYC' }, { value: 'OTHER' }] });
    await testApp.configure(gamma, 'workflows', {
      AssetLot: {
        statuses: ['OPEN', 'SOLD'],
        initialStatus: 'OPEN',
        transitions: [{ code: 'SELL', label: 'Sell', from: ['OPEN'], to: 'SOLD', orderIndex: 1 }],
      },
    });
    expect(await run(gamma, 'document-types-with-workflow?entityNames=Contract')).toEqual({
      Contract: ['KYC', 'OTHER'],
    });
    expect(await run(gamma, 'document-entities-with-workflow')).toContain('AssetLot');
    expect(await run(alpha, 'document-entities-with-workflow')).not.toContain('AssetLot');
  });

  it('lists the business calendars with their holidays of this year and the next, or of the years asked', async () => {
    const year = new Date().getUTCFullYear();
    const calendars = await run(alpha, 'calendars');
    expect(calendars.map((calendar: { code: string }) => calendar.code)).toEqual(['TARGET', 'FR']);
    const [target, france] = calendars;
    expect(target).toMatchObject({ label: 'TARGET (euro payments)', weekEndDays: [0, 6] });
    expect(target.holidays).toHaveLength(12);
    expect(target.holidays[0]).toBe(`${year}-01-01`);
    expect(target.holidays.at(-1)).toBe(`${year + 1}-12-26`);
    expect(france.holidays).toContain(`${year + 1}-07-14`);

    const of2025 = await run(alpha, 'calendars?years=2025');
    // Good Friday and Easter Monday follow Easter, on 20 April 2025.
    expect(of2025[0].holidays).toEqual([
      '2025-01-01',
      '2025-04-18',
      '2025-04-21',
      '2025-05-01',
      '2025-12-25',
      '2025-12-26',
    ]);
    expect(of2025[1].holidays).toContain('2025-05-29');
    const refused = await alpha.request({ method: 'GET', url: `${runs}/calendars?years=1200` });
    expect(refused.json()).toMatchObject({ status: 422, code: 'SCRIPT_FAILED' });
  });

  it('lists the active products a contract may be sold under, by name, of its own tenant, as the caller may read them', async () => {
    const create = async (client: TestClient, body: Record<string, unknown>, ...transitions: string[]) => {
      const created = await client.request({ method: 'POST', url: products, payload: body });
      expect(created.statusCode, created.body).toBe(201);
      const { registration } = created.json<{ registration: string }>();
      for (const code of transitions) {
        const moved = await client.request({
          method: 'GET',
          url: `${products}/${registration}/transitions/${code}`,
        });
        expect(moved.statusCode, moved.body).toBe(200);
      }
      return registration;
    };
    await testApp.configure(alpha, 'workflows', productWorkflow);
    await testApp.configure(beta, 'workflows', productWorkflow);
    const vanLease = await create(
      alpha,
      {
        name: 'Van lease',
        code: 'VL48',
        type: 'FINANCIAL',
        contractType: 'LEASE',
        rate: 0.045,
        startDate: '2026-01-01',
      },
      'ACTIVATE',
    );
    const carLoan = await create(
      alpha,
      { name: 'Car loan', code: 'CL24', contractType: 'LOAN', rate: 0.052 },
      'ACTIVATE',
    );
    await create(alpha, { name: 'Asset draft', code: 'AD' });
    await create(alpha, { name: 'Boat lease', code: 'BL' }, 'ACTIVATE', 'RETIRE');
    await create(beta, { name: 'Another tenant', code: 'AT' }, 'ACTIVATE');

    const catalog = await run(alpha, 'products-catalog');
    expect(catalog).toEqual([
      {
        registration: carLoan,
        name: 'Car loan',
        code: 'CL24',
        type: null,
        contractType: 'LOAN',
        rate: 0.052,
        startDate: null,
        endDate: null,
      },
      {
        registration: vanLease,
        name: 'Van lease',
        code: 'VL48',
        type: 'FINANCIAL',
        contractType: 'LEASE',
        rate: 0.045,
        startDate: expect.stringMatching(/^2026-01-01/),
        endDate: null,
      },
    ]);
    expect((await run(beta, 'products-catalog')).map((product: { name: string }) => product.name)).toEqual([
      'Another tenant',
    ]);

    await testApp.configure(alpha, 'profilesPermissions', { SCRIPTS_ONLY: ['read /api/script/runs'] });
    await alpha.request({
      method: 'POST',
      url: '/api/core/users',
      payload: { username: 'runner@built-ins-alpha', profiles: ['SCRIPTS_ONLY'] },
    });
    const limited = await testApp.userClient('built-ins-alpha', 'runner@built-ins-alpha');
    expect((await limited.request({ method: 'GET', url: `${runs}/products-catalog` })).json()).toMatchObject({
      status: 422,
      code: 'SCRIPT_FAILED',
      message: "Script products-catalog failed: Permission 'read /api/financing/products' is required",
    });
  });

  it("computes a contract's payment plan as the domain does, to the cent, from a body or a query string", async () => {
    const plan: ScheduleAnswer = await run(alpha, 'contract-computation', terms);
    expect(plan.rows).toHaveLength(12);
    expect(plan.rows[0]).toMatchObject({ index: 1, date: '2025-02-15', interest: 60, payment: 1032.8 });
    expect(plan.rows.at(-1)).toMatchObject({ date: '2026-01-15', outstanding: 0 });
    // The annuity of 12,000 at 0.5 % a month over 12 months: 12,000 × 0.005 / (1 − 1.005^−12).
    expect(plan.rows[1]?.payment).toBe(Math.round((12_000 * 0.005 * 100) / (1 - 1.005 ** -12)) / 100);
    expect(plan.rows.reduce((sum, row) => sum + cents(row.principal), 0)).toBe(1_200_000);
    expect(plan.totals.principal).toBe(12_000);
    for (const row of plan.rows) expect(cents(row.payment)).toBe(cents(row.principal) + cents(row.interest));
    expect(plan).toEqual(JSON.parse(JSON.stringify(contractSchedule(terms))));

    const query = new URLSearchParams(Object.entries(terms).map(([key, value]) => [key, String(value)]));
    expect(await run(alpha, `contract-computation?${query}`)).toEqual(plan);
  });

  it('refuses terms that make no payment plan, saying why in the form’s words', async () => {
    const refusal = async (payload: Record<string, unknown>) =>
      (await alpha.request({ method: 'POST', url: `${runs}/contract-computation`, payload })).json();
    expect(await refusal({ rate: 0.06, duration: 12, frequency: 'WEEKLY' })).toEqual({
      status: 422,
      code: 'SCRIPT_REFUSED',
      message:
        "No payment plan: Financed amount excl. tax is mandatory; Start date is mandatory; Invalid value 'WEEKLY' for field 'frequency'",
    });
    expect(await refusal({ ...terms, duration: 1200 })).toMatchObject({
      code: 'SCRIPT_REFUSED',
      message: 'No payment plan: Duration (months) must be ≤ 600',
    });
    expect(await refusal({ ...terms, residualValue: 15_000 })).toMatchObject({
      code: 'SCRIPT_REFUSED',
      message: 'No payment plan: Residual value must be ≤ 12000',
    });
  });

  it('answers no virtual keyboards', async () => {
    expect(await run(alpha, 'virtual-keyboards?locale=fr')).toEqual([]);
  });
});

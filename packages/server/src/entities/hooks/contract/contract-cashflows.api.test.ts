import { contractSchedule } from '@lessor/domain/entities';
import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase, type TestClient } from '../../../testing/index.ts';

const contracts = '/api/financing/contracts';
const cashflows = '/api/billing/cashflows';

/** Two years of quarterly rents in advance, taxed, with a down payment and a residual value. */
const lease = {
  name: 'Forklift lease',
  financedAmountExclTax: 48_000,
  downPayment: 3_000,
  residualValue: 5_000,
  duration: 24,
  frequency: 'QUARTERLY',
  paymentTiming: 'ADVANCE',
  rate: 0.061,
  taxCode: 'STANDARD',
  startDate: '2025-03-01',
  currency: 'EUR',
};

type Row = Record<string, unknown>;

describeOnEachDatabase('a contract schedule as cashflows on the $name database', (testApp) => {
  let client: TestClient;

  beforeAll(async () => {
    client = await testApp.tenantClient('schedules');
  });

  const create = async (body: Row) =>
    (
      await client.request({ method: 'POST', url: contracts, payload: { ...lease, ...body } })
    ).json() as Row & {
      registration: string;
    };
  const move = (registration: string, code: string) =>
    client.request({ method: 'GET', url: `${contracts}/${registration}/transitions/${code}` });
  const approved = async (body: Row = {}) => {
    const contract = await create(body);
    for (const code of ['SUBMIT', 'APPROVE'])
      expect((await move(contract.registration, code)).statusCode).toBe(200);
    return contract;
  };
  const cashflowsOf = async (registration: string) =>
    (
      await client.request({
        method: 'GET',
        url: `${cashflows}?contractRegistration=${registration}&sort=date&range=0-99`,
      })
    ).json() as Row[];
  const statusOf = async (registration: string) =>
    (await client.request({ method: 'GET', url: `${contracts}/${registration}` })).json().status;

  it('writes the schedule as PLANNED cashflows when the contract is activated, each with its history', async () => {
    const contract = await approved();
    expect(await cashflowsOf(contract.registration)).toEqual([]);
    const activated = await move(contract.registration, 'ACTIVATE');
    expect(activated.statusCode, activated.body).toBe(200);

    const planned = await cashflowsOf(contract.registration);
    const schedule = contractSchedule(activated.json());
    expect(schedule?.rows).toHaveLength(8);
    expect(planned.map((cashflow) => [cashflow.instalmentIndex, cashflow.date, cashflow.amount])).toEqual(
      schedule?.rows.map((row) => [row.index, `${row.date}T00:00:00.000Z`, row.total]),
    );
    expect(planned[0]).toMatchObject({
      type: 'RENT',
      status: 'PLANNED',
      contractRegistration: contract.registration,
      date: '2025-03-01T00:00:00.000Z',
      amountExclTax: schedule?.rows[0]?.payment,
      taxAmount: schedule?.rows[0]?.tax,
      principal: schedule?.rows[0]?.principal,
      interest: 0,
      currency: 'EUR',
      direction: 'IN',
      _insertUser: client.username,
    });
    // 48,000 less 3,000 down, less the 5,000 residual value: what the rents repay, to the cent.
    const principal = planned.reduce(
      (sum, cashflow) => sum + Math.round((cashflow.principal as number) * 100),
      0,
    );
    expect(principal).toBe(4_000_000);
    const history = await client.request({
      method: 'GET',
      url: `/api/core/histories?entityRegistration=${planned[0]?.registration}&type=CREATE`,
    });
    expect(history.json()).toHaveLength(1);
  });

  it('refuses to activate a contract whose terms make no schedule, naming what is missing', async () => {
    const contract = await approved({ financedAmountExclTax: undefined, duration: undefined });
    const refused = await move(contract.registration, 'ACTIVATE');
    expect(refused.json()).toEqual({
      status: 400,
      code: 'MISSING_FIELD_IN_BODY',
      message: "Field 'financedAmountExclTax' is missing in body",
      errors: [
        {
          field: 'financedAmountExclTax',
          code: 'MISSING_FIELD_IN_BODY',
          message: 'Financed amount excl. tax is mandatory',
        },
        { field: 'duration', code: 'MISSING_FIELD_IN_BODY', message: 'Duration (months) is mandatory' },
      ],
    });
    expect(await statusOf(contract.registration)).toBe('APPROVED');
    expect(await cashflowsOf(contract.registration)).toEqual([]);

    const tooMuch = await approved({ residualValue: 46_000 });
    expect((await move(tooMuch.registration, 'ACTIVATE')).json()).toMatchObject({
      status: 400,
      code: 'INVALID_FIELD_VALUE',
      errors: [{ field: 'residualValue', message: 'Residual value must be ≤ 45000' }],
    });
    expect(await statusOf(tooMuch.registration)).toBe('APPROVED');
  });

  it('cancels the cashflows not billed yet when the contract is terminated, and keeps the billed ones', async () => {
    const contract = await approved();
    await move(contract.registration, 'ACTIVATE');
    const billing = await client.request({
      method: 'GET',
      url: '/api/script/runs/run-billing?date=20250601',
    });
    const billed = billing
      .json()
      .filter((invoice: Row) => invoice.contractRegistration === contract.registration);
    expect(billed).toHaveLength(2);

    const terminated = await move(contract.registration, 'TERMINATE');
    expect(terminated.statusCode, terminated.body).toBe(200);
    const after = await cashflowsOf(contract.registration);
    expect(after.map((cashflow) => cashflow.status)).toEqual([
      'PLANNED',
      'PLANNED',
      ...Array(6).fill('CANCELLED'),
    ]);
    expect(after.slice(0, 2).every((cashflow) => typeof cashflow.invoiceRegistration === 'string')).toBe(
      true,
    );
    const cancelled = await client.request({
      method: 'GET',
      url: `/api/core/histories?entityRegistration=${after[2]?.registration}&type=TRANSITION`,
    });
    expect(cancelled.json()).toHaveLength(1);
  });

  it("cancels them on a tenant's workflow that cancels active contracts too", async () => {
    const contract = await approved();
    await move(contract.registration, 'ACTIVATE');
    await testApp.configure(client, 'workflows', {
      Contract: {
        statuses: ['DRAFT', 'SUBMITTED', 'APPROVED', 'ACTIVE', 'CANCELLED'],
        initialStatus: 'DRAFT',
        transitions: [{ code: 'CANCEL', label: 'Cancel', from: ['ACTIVE'], to: 'CANCELLED', orderIndex: 10 }],
      },
    });
    expect((await move(contract.registration, 'CANCEL')).statusCode).toBe(200);
    const after = await cashflowsOf(contract.registration);
    expect(new Set(after.map((cashflow) => cashflow.status))).toEqual(new Set(['CANCELLED']));
  });
});

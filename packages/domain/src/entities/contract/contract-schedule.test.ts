import { describe, expect, it } from 'vitest';
import { type ContractSchedule, contractSchedule } from './contract-schedule.ts';
import { plannedCashflows } from './planned-cashflows.ts';
import { readScheduleTerms } from './schedule-terms.ts';

const cents = (value: number) => Math.round(value * 100);
const sumCents = (values: readonly number[]) => values.reduce((sum, value) => sum + cents(value), 0);

/**
 * The level instalment of an annuity, written out here rather than taken from the finance engine:
 * PV·(1+i)^n = P·((1+i)^n − 1)/i·(1+i·t) + FV, solved for P, with t = 1 in advance, 0 in arrears.
 */
function annuityInstalment(pv: number, periodicRate: number, count: number, fv: number, advance: boolean) {
  const growth = (1 + periodicRate) ** count;
  return ((pv * growth - fv) * periodicRate) / ((growth - 1) * (advance ? 1 + periodicRate : 1));
}

const lease = {
  registration: 'CTR00000007',
  currency: 'EUR',
  financedAmountExclTax: 36_000,
  downPayment: 4_000,
  residualValue: 6_000,
  rate: 0.054,
  startDate: '2025-01-31T00:00:00.000Z',
};

function scheduleOf(contract: Record<string, unknown>): ContractSchedule {
  const schedule = contractSchedule(contract);
  if (!schedule) throw new Error(`no schedule: ${JSON.stringify(readScheduleTerms(contract).problems)}`);
  return schedule;
}

/** What holds for every schedule: exact columns, rows that add up, the residual value left at the end. */
function expectExact(schedule: ContractSchedule, financedLessDown: number, residualValue: number) {
  const { rows, totals } = schedule;
  expect(sumCents(rows.map((row) => row.principal))).toBe(cents(financedLessDown - residualValue));
  expect(cents(totals.principal)).toBe(cents(financedLessDown - residualValue));
  let outstanding = cents(financedLessDown);
  for (const row of rows) {
    expect(cents(row.payment)).toBe(cents(row.principal) + cents(row.interest));
    expect(cents(row.total)).toBe(cents(row.payment) + cents(row.tax));
    outstanding -= cents(row.principal);
    expect(cents(row.outstanding)).toBe(outstanding);
  }
  expect(rows.at(-1)?.outstanding).toBe(residualValue);
  for (const column of ['interest', 'payment', 'tax', 'total'] as const)
    expect(cents(totals[column])).toBe(sumCents(rows.map((row) => row[column])));
}

describe.each([
  { frequency: 'MONTHLY', perYear: 12, duration: 48, timing: 'ARREARS' },
  { frequency: 'MONTHLY', perYear: 12, duration: 48, timing: 'ADVANCE' },
  { frequency: 'QUARTERLY', perYear: 4, duration: 60, timing: 'ARREARS' },
  { frequency: 'QUARTERLY', perYear: 4, duration: 60, timing: 'ADVANCE' },
])('a $frequency schedule in $timing with a residual value', ({ frequency, perYear, duration, timing }) => {
  const advance = timing === 'ADVANCE';
  const count = (duration * perYear) / 12;
  const schedule = scheduleOf({ ...lease, frequency, duration, paymentTiming: timing });
  const expected = annuityInstalment(32_000, 0.054 / perYear, count, 6_000, advance);

  it('pays the annuity instalment of the closed form, rounded to the cent, the last one absorbing the rounding', () => {
    expect(schedule.rows).toHaveLength(count);
    for (const row of schedule.rows.slice(0, -1)) expect(row.payment).toBe(Math.round(expected * 100) / 100);
    expect(Math.abs(cents(schedule.rows.at(-1)?.payment ?? 0) - expected * 100)).toBeLessThan(count);
  });

  it('repays exactly the amount financed less the down payment, down to the residual value', () => {
    expectExact(schedule, 32_000, 6_000);
  });

  it('charges what the instalments and the residual value pay beyond the amount, as interest', () => {
    expect(cents(schedule.totals.interest)).toBe(
      cents(schedule.totals.payment) + cents(6_000) - cents(32_000),
    );
  });

  it('falls due from the start date, a period apart, on its day of the month', () => {
    const dates = {
      MONTHLY: ['2025-01-31', '2025-02-28', '2025-03-31', '2025-04-30'],
      QUARTERLY: ['2025-01-31', '2025-04-30', '2025-07-31', '2025-10-31'],
    }[frequency];
    expect(schedule.rows.slice(0, 3).map((row) => row.date)).toEqual(
      dates?.slice(advance ? 0 : 1, advance ? 3 : 4),
    );
    if (advance) expect(schedule.rows[0]?.interest).toBe(0);
  });
});

describe('the terms of a schedule', () => {
  it('takes the amount, duration, rate and residual value of the current quotation when the contract has none', () => {
    const schedule = scheduleOf({
      startDate: '2025-01-15',
      quotations: [{ financedAmountExclTax: 1000, duration: 2, residualValue: 200, rate: 0 }],
    });
    expect(schedule.rows.map((row) => [row.payment, row.outstanding])).toEqual([
      [400, 600],
      [400, 200],
    ]);
  });

  it('applies the tax rate of the tax code to each payment, rounded half away from zero to the cent', () => {
    const schedule = scheduleOf({
      financedAmountExclTax: 1000.05,
      duration: 2,
      rate: 0,
      startDate: '2025-01-15',
      taxCode: 'REDUCED',
    });
    // 500.03 × 10 % = 50.003, 500.02 × 10 % = 50.002.
    expect(schedule.rows.map((row) => [row.payment, row.tax, row.total])).toEqual([
      [500.03, 50, 550.03],
      [500.02, 50, 550.02],
    ]);
    expect(scheduleOf({ ...lease, duration: 12, taxCode: 'STANDARD' }).taxRate).toBe(0.2);
    const standard = scheduleOf({
      financedAmountExclTax: 1000,
      duration: 1,
      rate: 0,
      startDate: '2025-01-15',
      taxCode: 'STANDARD',
    });
    expect(standard.rows[0]).toMatchObject({ payment: 1000, tax: 200, total: 1200 });
    expect(scheduleOf({ ...lease, duration: 12, taxCode: 'EXEMPT' }).totals.tax).toBe(0);
  });

  it('pays nothing in the deferred periods and repays their interest, capitalised, with the later instalments', () => {
    const deferred = scheduleOf({ ...lease, duration: 24, deferredPeriods: 3 });
    expect(deferred.rows.slice(0, 3).map((row) => row.payment)).toEqual([0, 0, 0]);
    // 32,000 × 5.4 % / 12 = 144 of interest the first month, added to what remains to repay.
    expect(deferred.rows[0]).toMatchObject({ principal: -144, interest: 144, outstanding: 32_144 });
    expectExact(deferred, 32_000, 6_000);
    const growth = (1 + 0.0045) ** 3;
    const later = annuityInstalment(32_000 * growth, 0.0045, 21, 6_000, false);
    expect(deferred.rows[3]?.payment).toBe(Math.round(later * 100) / 100);
  });

  it('makes the first payment on the first payment date, the deferred periods before it', () => {
    const plain = scheduleOf({ ...lease, duration: 12, firstPaymentDate: '2025-03-15' });
    expect(plain.rows.slice(0, 2).map((row) => row.date)).toEqual(['2025-03-15', '2025-04-15']);
    // A first period of 1 month and 15 days bears its extra 15 days of interest: 32,000 × 0.45 % × 15 / 30.
    expect(plain.rows[0]?.interest).toBe(144 + 72);
    expectExact(plain, 32_000, 6_000);

    const deferred = scheduleOf({
      ...lease,
      duration: 12,
      deferredPeriods: 2,
      firstPaymentDate: '2025-05-31',
    });
    expect(deferred.rows.slice(0, 4).map((row) => [row.date, row.payment > 0])).toEqual([
      ['2025-03-31', false],
      ['2025-04-30', false],
      ['2025-05-31', true],
      ['2025-06-30', true],
    ]);
    expectExact(deferred, 32_000, 6_000);
  });

  it('keeps amounts in the minor unit of the currency', () => {
    const yen = scheduleOf({
      ...lease,
      currency: 'JPY',
      financedAmountExclTax: 1_000_001,
      downPayment: 0,
      residualValue: 0,
      duration: 12,
    });
    expect(yen.rows.every((row) => Number.isInteger(row.payment) && Number.isInteger(row.interest))).toBe(
      true,
    );
    expect(yen.rows.reduce((sum, row) => sum + row.principal, 0)).toBe(1_000_001);
  });

  it('names each missing term, and each term that makes no schedule, with the form message', () => {
    expect(readScheduleTerms({ name: 'Empty' }).problems).toEqual([
      {
        field: 'financedAmountExclTax',
        code: 'MISSING_FIELD_IN_BODY',
        message: 'Financed amount excl. tax is mandatory',
      },
      { field: 'duration', code: 'MISSING_FIELD_IN_BODY', message: 'Duration (months) is mandatory' },
      { field: 'startDate', code: 'MISSING_FIELD_IN_BODY', message: 'Start date is mandatory' },
    ]);
    const fields = (contract: Record<string, unknown>) =>
      readScheduleTerms({ ...lease, duration: 12, ...contract }).problems.map((problem) => problem.field);
    expect(fields({ downPayment: 36_000 })).toEqual(['downPayment']);
    expect(fields({ residualValue: 32_000.01 })).toEqual(['residualValue']);
    expect(fields({ deferredPeriods: 12 })).toEqual(['deferredPeriods']);
    expect(fields({ firstPaymentDate: '2025-01-31' })).toEqual(['firstPaymentDate']);
    expect(fields({ taxCode: 'LUXURY', paymentTiming: 'SOMETIMES', frequency: 'WEEKLY' })).toEqual([
      'frequency',
      'paymentTiming',
      'taxCode',
    ]);
    expect(contractSchedule({ ...lease, startDate: undefined })).toBeUndefined();
  });
});

describe('the planned cashflows of a contract', () => {
  it('plans one RENT cashflow per paying instalment, for its total with tax, linked to the contract and the row', () => {
    const contract = { ...lease, duration: 6, deferredPeriods: 1, taxCode: 'STANDARD' };
    const schedule = scheduleOf(contract);
    const cashflows = plannedCashflows(contract);
    expect(cashflows.map((cashflow) => cashflow.instalmentIndex)).toEqual([2, 3, 4, 5, 6]);
    const second = schedule.rows[1];
    expect(cashflows[0]).toEqual({
      name: 'CTR00000007 instalment 2/6',
      type: 'RENT',
      status: 'PLANNED',
      contractRegistration: 'CTR00000007',
      instalmentIndex: 2,
      date: '2025-03-31T00:00:00.000Z',
      amount: second?.total,
      amountExclTax: second?.payment,
      principal: second?.principal,
      interest: second?.interest,
      taxAmount: second?.tax,
      currency: 'EUR',
      direction: 'IN',
    });
    expect(sumCents(cashflows.map((cashflow) => cashflow.amount as number))).toBe(
      cents(schedule.totals.total),
    );
    expect(plannedCashflows({ name: 'No terms' })).toEqual([]);
  });
});

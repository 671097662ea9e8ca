import { contractSchedule } from './contract-schedule.ts';

type Data = Readonly<Record<string, unknown>>;

const textOf = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * The Cashflow bodies of a contract's schedule, as its activation writes them (and a seed of
 * active contracts): one PLANNED RENT cashflow per instalment that pays something (a deferred
 * instalment pays nothing and has none), due on its date, for its total including tax, with its
 * principal, interest, amount excluding tax and tax, and its index in the schedule, by which
 * billing links its invoice to it. Answers none when the terms make no schedule.
 * @example plannedCashflows({ registration: 'CTR00000001', financedAmountExclTax: 1200, duration: 12, rate: 0, startDate: '2025-01-15' })[0]?.amount // 100
 */
export function plannedCashflows(contract: Data): Record<string, unknown>[] {
  const schedule = contractSchedule(contract);
  if (!schedule) return [];
  const registration = textOf(contract.registration);
  const count = schedule.rows.length;
  return schedule.rows
    .filter((row) => row.total !== 0)
    .map((row) => ({
      name: `${registration ?? ''} instalment ${row.index}/${count}`.trim(),
      type: 'RENT',
      status: 'PLANNED',
      ...(registration ? { contractRegistration: registration } : {}),
      instalmentIndex: row.index,
      date: `${row.date}T00:00:00.000Z`,
      amount: row.total,
      amountExclTax: row.payment,
      principal: row.principal,
      interest: row.interest,
      taxAmount: row.tax,
      currency: schedule.currency,
      direction: 'IN',
    }));
}

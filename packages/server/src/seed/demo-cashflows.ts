import { contractPaymentPlan } from '@lessor/domain/entities';
import type { PaymentPlanRow } from '@lessor/domain/finance';

type Data = Readonly<Record<string, unknown>>;

/**
 * The cashflows an active contract has: one set per row of its payment plan, PLANNED, as its
 * activation leaves them. The plan comes from `contractPaymentPlan`; `cashflowsOfRow` is the one
 * place that says what a row becomes, so that another plan or mapping replaces these two alone.
 */
export function plannedCashflows(contract: Data & { registration: string }): Record<string, unknown>[] {
  return contractPaymentPlan(contract)?.rows.flatMap((row) => cashflowsOfRow(contract, row)) ?? [];
}

/**
 * A plan row's cashflows, due to the lessor on the row's date: a lease's or a rental's rent, or a
 * loan's principal and interest (no interest cashflow when the row has none).
 */
function cashflowsOfRow(contract: Data & { registration: string }, row: PaymentPlanRow) {
  const cashflow = (type: string, amount: number) => ({
    name: `${contract.registration} ${type.toLowerCase()} ${row.index}`,
    type,
    status: 'PLANNED',
    contractRegistration: contract.registration,
    date: row.date,
    amount,
    direction: 'IN',
    ...(typeof contract.currency === 'string' ? { currency: contract.currency } : {}),
  });
  if (contract.type !== 'LOAN') return [cashflow('RENT', row.payment)];
  return [
    cashflow('PRINCIPAL', row.principal),
    ...(row.interest !== 0 ? [cashflow('INTEREST', row.interest)] : []),
  ];
}

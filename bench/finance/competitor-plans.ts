/**
 * A 360-row payment plan as one builds it from @formulajs/formulajs or `financial`, which have no
 * payment plan: the spreadsheet way, an IPMT column and a PMT, each amount rounded to the cent,
 * the last row absorbing the rounding, due dates from Date. Same rows as Lessor's paymentPlan.
 */
export interface PlanRow {
  index: number;
  date: string;
  principal: number;
  interest: number;
  payment: number;
  balance: number;
}

// formulajs answers an Error object instead of throwing.
type Ipmt = (rate: number, per: number, nper: number, pv: number) => number | Error;
type Pmt = (rate: number, nper: number, pv: number) => number | Error;

function numberOf(value: number | Error): number {
  if (value instanceof Error) throw value;
  return value;
}

const round = (value: number) => Math.round(value * 100) / 100;

export function spreadsheetPlan(
  pmt: Pmt,
  ipmt: Ipmt,
  amount: number,
  rate: number,
  count: number,
): PlanRow[] {
  const payment = round(-numberOf(pmt(rate, count, amount)));
  const rows: PlanRow[] = [];
  let balance = amount;
  for (let index = 1; index <= count; index++) {
    const interest = round(-numberOf(ipmt(rate, index, count, amount)));
    const principal = index === count ? balance : round(payment - interest);
    balance = round(balance - principal);
    const date = new Date(Date.UTC(2025, index, 15)).toISOString().slice(0, 10);
    rows.push({ index, date, principal, interest, payment: round(principal + interest), balance });
  }
  return rows;
}

import { contractPaymentPlan } from '../contract/contract-payment-plan.ts';

type Data = Readonly<Record<string, unknown>>;

/**
 * Contract statuses that bill by default (docs/entity-engine.md, contract workflow): an active
 * contract bills; one still in study or approval has not started and an ended one has stopped.
 */
export const defaultBillableContractStatuses: readonly string[] = ['ACTIVE'];

export interface InstalmentBilling {
  /** Instalments due on or before this day, `YYYY-MM-DD`, are billed. */
  onOrBefore: string;
  /** Indexes of the contract's instalments that already have their invoice. */
  billed: ReadonlySet<number>;
  /** The day of the run, ISO, written as the invoices' generation date. */
  generatedOn: string;
}

const textOf = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** The client of a contract: its client field, else its person with the role CLIENT. */
function clientOf(contract: Data): string | undefined {
  const own = textOf(contract.clientRegistration);
  if (own) return own;
  const persons = Array.isArray(contract.persons) ? (contract.persons as Data[]) : [];
  return textOf(persons.find((person) => person?.role === 'CLIENT')?.personRegistration);
}

/**
 * The invoices a billing run creates for one contract: one per instalment of its payment plan
 * due on or before the day and not billed yet, the client as payer, the instalment's payment as
 * amount (the contract carries no tax, so excl. and incl. tax are equal) and as balance, linked to
 * the contract and to the instalment by its index, so that a later run skips it.
 * @example instalmentInvoices(contract, { onOrBefore: '2025-03-31', billed: new Set([1]), generatedOn: '2025-03-31T00:00:00.000Z' }).length // 1
 */
export function instalmentInvoices(contract: Data, billing: InstalmentBilling): Record<string, unknown>[] {
  const plan = contractPaymentPlan(contract);
  if (!plan) return [];
  const registration = textOf(contract.registration) ?? '';
  const client = clientOf(contract);
  const currency = textOf(contract.currency);
  return plan.rows
    .filter((row) => row.date <= billing.onOrBefore && !billing.billed.has(row.index))
    .map((row) => ({
      name: `${registration} instalment ${row.index}/${plan.rows.length}`,
      type: 'SCHEDULE',
      pr: 'R',
      contractRegistration: registration,
      instalmentIndex: row.index,
      ...(client ? { persons: [{ role: 'PAYER', personRegistration: client }] } : {}),
      amountExclTax: row.payment,
      amountInclTax: row.payment,
      totalBalance: row.payment,
      ...(currency ? { currency } : {}),
      dueDate: `${row.date}T00:00:00.000Z`,
      generationDate: billing.generatedOn,
      ...(contract.organization ? { organization: contract.organization } : {}),
    }));
}

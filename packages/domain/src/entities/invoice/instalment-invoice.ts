type Data = Readonly<Record<string, unknown>>;

/**
 * Contract statuses that bill by default (docs/entity-engine.md, contract workflow): an active
 * contract bills; one still in study or approval has not started and an ended one has stopped.
 */
export const defaultBillableContractStatuses: readonly string[] = ['ACTIVE'];

const textOf = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
const numberOf = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/** The contract's person of a role, as an invoice names it. */
function personOf(contract: Data, role: string): { personRegistration: string; name?: string } | undefined {
  const persons = Array.isArray(contract.persons) ? (contract.persons as Data[]) : [];
  const person = persons.find(
    (candidate) => candidate?.role === role && textOf(candidate.personRegistration),
  );
  const registration = textOf(person?.personRegistration);
  if (!registration) return undefined;
  const name = textOf(person?.name);
  return { personRegistration: registration, ...(name ? { name } : {}) };
}

/**
 * Who pays a contract's invoices: its person with the role PAYER when it names one (a third party
 * paying for the client), else its client (its client field, else its person with the role CLIENT).
 */
function payerOf(contract: Data): { personRegistration: string; name?: string } | undefined {
  const payer = personOf(contract, 'PAYER');
  if (payer) return payer;
  const client = textOf(contract.clientRegistration);
  return client ? { personRegistration: client } : personOf(contract, 'CLIENT');
}

/**
 * The invoice a billing run makes for one planned cashflow of a contract: receivable, of type
 * SCHEDULE, named as the instalment, its payer the contract's payer (else its client) and its
 * payee the contract's person with the role PAYEE when it has one (else the invoice is the
 * organisation's, which it carries); its amount excluding tax the instalment's payment, its tax
 * and its total (amount including tax and balance) the cashflow's; due on the cashflow's date;
 * linked to the contract, to the instalment by its index and to the cashflow.
 * @example instalmentInvoice(cashflow, contract, '2025-03-31T00:00:00.000Z').amountInclTax // the cashflow's amount
 */
export function instalmentInvoice(
  cashflow: Data,
  contract: Data,
  generatedOn: string,
): Record<string, unknown> {
  const total = numberOf(cashflow.amount) ?? 0;
  const tax = numberOf(cashflow.taxAmount) ?? 0;
  const payer = payerOf(contract);
  const payee = personOf(contract, 'PAYEE');
  const persons = [
    ...(payer ? [{ role: 'PAYER', ...payer }] : []),
    ...(payee ? [{ role: 'PAYEE', ...payee }] : []),
  ];
  const currency = textOf(cashflow.currency) ?? textOf(contract.currency);
  const instalment = numberOf(cashflow.instalmentIndex);
  return {
    name: textOf(cashflow.name) ?? `${textOf(contract.registration) ?? ''} instalment ${instalment ?? ''}`,
    type: 'SCHEDULE',
    pr: 'R',
    contractRegistration: textOf(cashflow.contractRegistration) ?? textOf(contract.registration),
    ...(instalment !== undefined ? { instalmentIndex: instalment } : {}),
    ...(textOf(cashflow.registration) ? { cashflowRegistration: cashflow.registration } : {}),
    ...(persons.length > 0 ? { persons } : {}),
    amountExclTax: numberOf(cashflow.amountExclTax) ?? total - tax,
    taxAmount: tax,
    amountInclTax: total,
    totalBalance: total,
    ...(currency ? { currency } : {}),
    dueDate: cashflow.date,
    generationDate: generatedOn,
    ...(contract.organization ? { organization: contract.organization } : {}),
  };
}

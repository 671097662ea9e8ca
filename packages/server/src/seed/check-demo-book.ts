import { contractSchedule } from '@lessor/domain/entities';
import type { RecordsByEntity } from './check-demo-references.ts';

type Row = Readonly<Record<string, unknown>>;

const cents = (value: unknown) => Math.round(Number(value ?? 0) * 100);
const sumCents = (rows: readonly Row[], field: string) =>
  rows.reduce((total, row) => total + cents(row[field]), 0);
const day = (value: unknown) => String(value ?? '').slice(0, 10);
const label = (row: Row) => String(row.registration);

function groupBy(
  rows: readonly Row[],
  field: string,
  keyOf = (value: unknown) => String(value ?? ''),
): Map<string, Row[]> {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const key = keyOf(row[field]);
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return groups;
}

/**
 * Active contracts whose cashflows are not their schedule (`contractSchedule`): one cashflow per
 * instalment, on its date, with its total, its amount before tax and its principal, all planned
 * and due to the lessor; and cashflows of contracts that are not active.
 */
export function cashflowsAgainstPlans(records: RecordsByEntity): { problems: string[]; checked: number } {
  const byContract = groupBy(records.get('Cashflow') ?? [], 'contractRegistration');
  const problems: string[] = [];
  let checked = 0;
  for (const contract of records.get('Contract') ?? []) {
    const cashflows = byContract.get(label(contract)) ?? [];
    if (contract.status !== 'ACTIVE') {
      if (cashflows.length > 0)
        problems.push(`${label(contract)} is ${String(contract.status)} and has cashflows`);
      continue;
    }
    const rows = contractSchedule(contract)?.rows ?? [];
    const byIndex = groupBy(cashflows, 'instalmentIndex');
    if (rows.length === 0 || cashflows.length !== rows.length)
      problems.push(`${label(contract)}: ${cashflows.length} cashflows for ${rows.length} instalments`);
    for (const row of rows) {
      checked++;
      const due = byIndex.get(String(row.index)) ?? [];
      const [cashflow] = due;
      if (
        due.length !== 1 ||
        day(cashflow?.date) !== row.date ||
        cents(cashflow?.amount) !== cents(row.total) ||
        cents(cashflow?.amountExclTax) !== cents(row.payment) ||
        cents(cashflow?.principal) !== cents(row.principal) ||
        cashflow?.status !== 'PLANNED' ||
        cashflow?.direction !== 'IN'
      )
        problems.push(
          `${label(contract)} instalment ${row.index} on ${row.date}: ${JSON.stringify(due.map((c) => [day(c.date), c.amount]))}`,
        );
    }
  }
  return { problems, checked };
}

/**
 * Invoices that do not tell the truth: each is an instalment of its contract's schedule (same due
 * date and total, the client as payer, billed once) and its cashflow names it back; a paid one has
 * a payment date and nothing left to pay, a partly paid one a payment date and part left, an open
 * one its whole amount incl. tax.
 */
export function invoiceProblems(records: RecordsByEntity): string[] {
  const contracts = new Map((records.get('Contract') ?? []).map((contract) => [label(contract), contract]));
  const cashflows = new Map((records.get('Cashflow') ?? []).map((cashflow) => [label(cashflow), cashflow]));
  const schedules = new Map<string, ReturnType<typeof contractSchedule>>();
  const seen = new Set<string>();
  const problems: string[] = [];
  for (const invoice of records.get('Invoice') ?? []) {
    const problem = (text: string) => problems.push(`${label(invoice)} (${String(invoice.status)}): ${text}`);
    const contract = contracts.get(String(invoice.contractRegistration));
    if (!contract) {
      problem('bills no contract');
      continue;
    }
    if (!schedules.has(label(contract))) schedules.set(label(contract), contractSchedule(contract));
    const row = schedules
      .get(label(contract))
      ?.rows.find((candidate) => candidate.index === invoice.instalmentIndex);
    const key = `${label(contract)} ${String(invoice.instalmentIndex)}`;
    if (seen.has(key)) problem(`bills ${key} a second time`);
    seen.add(key);
    if (!row || row.date !== day(invoice.dueDate) || cents(row.total) !== cents(invoice.amountInclTax))
      problem(`is not instalment ${String(invoice.instalmentIndex)} of ${label(contract)}`);
    if (
      cashflows.size > 0 &&
      cashflows.get(String(invoice.cashflowRegistration))?.invoiceRegistration !== label(invoice)
    )
      problem('is not named by the cashflow it bills');
    const payer = (invoice.persons as Row[] | undefined)?.find((person) => person.role === 'PAYER');
    if (payer?.personRegistration !== contract.clientRegistration) problem('is not paid by the client');
    const balance = cents(invoice.totalBalance);
    const amount = cents(invoice.amountInclTax);
    const paidOn = typeof invoice.paymentDate === 'string';
    if (invoice.status === 'PAID' && (balance !== 0 || !paidOn))
      problem('is paid without a payment date or with a balance');
    if (invoice.status === 'PARTIALLY_PAID' && (balance <= 0 || balance >= amount || !paidOn))
      problem('is partly paid without a part paid');
    if (['DRAFT', 'ISSUED', 'SENT'].includes(String(invoice.status)) && (balance !== amount || paidOn))
      problem('is open with a balance other than its amount');
  }
  return problems;
}

/** Contract statuses whose amount a credit line has granted and not paid out yet. */
const pendingStatuses = ['STUDY', 'SUBMITTED', 'APPROVED'];

/**
 * Credit lines whose figures are not those of their contracts (the contracts financing the line's
 * assets, all of the line's client): outstanding the active ones' financed amounts, pending those
 * in study or approval, both within the limit, available the rest while active and nothing
 * otherwise; a draft line has drawn nothing, a closed one only ended contracts; no contract is
 * drawn on two lines.
 */
export function creditLineProblems(records: RecordsByEntity): string[] {
  const contractOfAsset = new Map<string, Row>();
  for (const contract of records.get('Contract') ?? [])
    for (const line of (contract.assets as Row[] | undefined) ?? [])
      contractOfAsset.set(String(line.assetRegistration), contract);
  const drawnBy = new Map<string, string>();
  const problems: string[] = [];
  for (const line of records.get('CreditLine') ?? []) {
    const problem = (text: string) => problems.push(`${label(line)} (${String(line.status)}): ${text}`);
    const client = (line.persons as Row[] | undefined)?.find(
      (person) => person.role === 'CLIENT',
    )?.personRegistration;
    const drawn = [
      ...new Set(
        ((line.assets as Row[] | undefined) ?? []).flatMap((asset): Row[] => {
          const contract = contractOfAsset.get(String(asset.assetRegistration));
          return contract ? [contract] : [];
        }),
      ),
    ];
    for (const contract of drawn) {
      if (contract.clientRegistration !== client) problem(`draws ${label(contract)} of another client`);
      const other = drawnBy.get(label(contract));
      if (other && other !== label(line)) problem(`draws ${label(contract)}, drawn on ${other} too`);
      drawnBy.set(label(contract), label(line));
    }
    const open = line.status === 'ACTIVE' || line.status === 'SUSPENDED';
    const outstanding = sumCents(
      drawn.filter((contract) => contract.status === 'ACTIVE'),
      'financedAmountExclTax',
    );
    const pending = sumCents(
      drawn.filter((contract) => pendingStatuses.includes(String(contract.status))),
      'financedAmountExclTax',
    );
    if (cents(line.outstanding) !== (open ? outstanding : 0))
      problem(`outstanding ${String(line.outstanding)}, its contracts ${outstanding / 100}`);
    if (cents(line.pending) !== (open ? pending : 0))
      problem(`pending ${String(line.pending)}, its contracts ${pending / 100}`);
    const limit = cents(line.creditLimit);
    if (cents(line.outstanding) + cents(line.pending) > limit) problem('draws beyond its limit');
    const available = line.status === 'ACTIVE' ? limit - cents(line.outstanding) - cents(line.pending) : 0;
    if (cents(line.available) !== available)
      problem(`available ${String(line.available)}, should be ${available / 100}`);
    if (line.status === 'DRAFT' && drawn.length > 0) problem('is a draft with contracts');
    if (line.status === 'CLOSED' && drawn.some((contract) => contract.status !== 'TERMINATED'))
      problem('is closed with contracts still running');
  }
  return problems;
}

import type { RecordsByEntity } from './check-demo-references.ts';

type Row = Readonly<Record<string, unknown>>;

const cents = (value: unknown) => Math.round(Number(value ?? 0) * 100);
const sum = (row: Row, fields: readonly string[]) =>
  fields.reduce((total, field) => total + cents(row[field]), 0);
/** Above this a net salary is a year's, not a month's. */
const monthlySalaryCeiling = 15_000;

const incomes = ['incomeSalary', 'incomeHousing', 'incomeAllocation', 'incomeOther'];
const expenditures = [
  'expenditureHousingMonthlyRental',
  'expenditureHousingMortgageRepayment',
  'expenditureOtherLoanRepayment',
  'expenditureAlimony',
  'expenditureTaxes',
];

/**
 * Persons whose budget is not a monthly one (business-areas.md §2: income and expenditure are
 * monthly net), or whose totals are not the sum of their parts.
 */
export function budgetProblems(records: RecordsByEntity): string[] {
  const problems: string[] = [];
  for (const person of records.get('Person') ?? []) {
    const where = String(person.registration);
    if (cents(person.incomeSalary) > monthlySalaryCeiling * 100)
      problems.push(`${where} earns ${String(person.incomeSalary)} a month`);
    if (person.incomeTotal !== undefined && cents(person.incomeTotal) !== sum(person, incomes))
      problems.push(`${where}: income total ${String(person.incomeTotal)}`);
    if (person.expenditureTotal !== undefined && cents(person.expenditureTotal) !== sum(person, expenditures))
      problems.push(`${where}: expenditure total ${String(person.expenditureTotal)}`);
  }
  return problems;
}

/** The relations persons state, counted by kind, and the stakes that cannot be. */
export interface Relations {
  /** Links by relation: SHAREHOLDER, SIGNEROF, and ORGAREGISTRATION for a person's organisation. */
  counts: Record<string, number>;
  /** Holders of a majority in two companies or more: groups with their subsidiaries. */
  groups: number;
  problems: string[];
}

/**
 * The relations of the demo's persons: each stake a fraction above 0 and at most 1, and no person
 * held for more than the whole of it by its shareholders together.
 */
export function personRelations(records: RecordsByEntity): Relations {
  const counts: Record<string, number> = {};
  const held = new Map<string, number>();
  const problems: string[] = [];
  let groups = 0;
  for (const person of records.get('Person') ?? []) {
    const links = (person.descendants as Row[] | undefined) ?? [];
    if (typeof person.orgaRegistration === 'string')
      counts.ORGAREGISTRATION = (counts.ORGAREGISTRATION ?? 0) + 1;
    let majorities = 0;
    for (const link of links) {
      const relation = String(link.relation);
      counts[relation] = (counts[relation] ?? 0) + 1;
      if (link.stake === undefined) continue;
      const stake = Number(link.stake);
      if (!(stake > 0 && stake <= 1))
        problems.push(`${String(person.registration)} holds ${stake} of ${String(link.personRegistration)}`);
      const target = String(link.personRegistration);
      held.set(target, (held.get(target) ?? 0) + Math.round(stake * 10_000));
      if (stake > 0.5) majorities++;
    }
    if (majorities >= 2) groups++;
  }
  for (const [registration, stakes] of held)
    if (stakes > 10_000) problems.push(`${registration} is held for ${stakes / 100} %`);
  return { counts, groups, problems };
}

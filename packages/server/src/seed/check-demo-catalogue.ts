import type { RecordsByEntity } from './check-demo-references.ts';

type Row = Readonly<Record<string, unknown>>;

const cents = (value: unknown) => Math.round(Number(value ?? 0) * 100);
const label = (row: Row) => String(row.registration);

/** The contract type a product's name announces. */
const contractTypeOfName: readonly [RegExp, string][] = [
  [/^Finance lease/, 'LEASE'],
  [/^(Operating lease|Long-term rental)/, 'OPERATING_LEASE'],
  [/^Hire purchase/, 'HIRE_PURCHASE'],
  [/loan$/i, 'LOAN'],
];

/** The terms a financing file's current quotation repeats. */
const quotedTerms = [
  'financialProduct',
  'financedAmountExclTax',
  'duration',
  'frequency',
  'rate',
  'startDate',
];

/**
 * Products whose contract type is not the one their name announces, and contracts or deals that do
 * not agree with their product: an active product of that name, its contract type, a loan's kind
 * for a loan only, the rate of the product's rate table for the contract's duration and amount,
 * and a current quotation quoting the same terms (frequency included).
 */
export function catalogueProblems(records: RecordsByEntity): string[] {
  const problems: string[] = [];
  const products = new Map((records.get('Product') ?? []).map((product) => [String(product.name), product]));
  const tables = new Map(
    (records.get('ProductTable') ?? [])
      .filter((table) => table.status === 'ACTIVE')
      .map((table) => [String(table.productCode), (table.rows as Row[] | undefined) ?? []]),
  );
  for (const product of products.values()) {
    const announced = contractTypeOfName.find(([pattern]) => pattern.test(String(product.name)))?.[1];
    if (announced !== product.contractType)
      problems.push(`Product ${String(product.name)} is a ${String(product.contractType)} contract type`);
  }
  for (const name of ['Contract', 'Deal'])
    for (const file of records.get(name) ?? []) {
      const problem = (text: string) => problems.push(`${name} ${label(file)}: ${text}`);
      const product = products.get(String(file.financialProduct));
      if (product?.status !== 'ACTIVE') {
        problem(`sells ${String(file.financialProduct)}, no active product`);
        continue;
      }
      if (file.contractType !== product.contractType)
        problem(`is a ${String(file.contractType)} of a ${String(product.contractType)} product`);
      if ((file.type === 'LOAN') !== (product.contractType === 'LOAN'))
        problem(`is a ${String(file.type)} of a ${String(product.contractType)} product`);
      const duration = Number(file.duration);
      const amount = Number(file.financedAmountExclTax);
      const row = (tables.get(String(product.code)) ?? []).find(
        (candidate) =>
          duration >= Number(candidate.minDuration) &&
          duration <= Number(candidate.maxDuration) &&
          amount >= Number(candidate.minAmount) &&
          amount <= Number(candidate.maxAmount),
      );
      if (row?.rate !== file.rate)
        problem(`has rate ${String(file.rate)}, its product's table ${String(row?.rate)}`);
      const [quotation] = (file.quotations as Row[] | undefined) ?? [];
      for (const term of quotedTerms)
        if (quotation?.[term] !== file[term])
          problem(`quotes ${term} ${String(quotation?.[term])} for ${String(file[term])}`);
    }
  return problems;
}

/** The status of a contract's collateral while the contract is in each status. */
const collateralStatus: Readonly<Record<string, string>> = {
  APPROVED: 'DRAFT',
  ACTIVE: 'ACTIVE',
  TERMINATED: 'RELEASED',
};

/**
 * Contracts that do not finance what their asset lines say (the financed amount is the sum of the
 * lines, each line the price of its asset) or whose partner has no active agreement; collaterals
 * whose amount is not their percentage of the contract's, or not in step with it; and funds whose
 * figures are not their fundings': a
 * fund's outstanding is its active fundings' sum, available the rest of its limit while active; a
 * funding refinances an active contract (a repaid one an ended contract) through its product's fund.
 */
export function financingProblems(records: RecordsByEntity): string[] {
  const problems: string[] = [];
  const assets = new Map((records.get('Asset') ?? []).map((asset) => [label(asset), asset]));
  const contracts = new Map((records.get('Contract') ?? []).map((contract) => [label(contract), contract]));
  const products = new Map((records.get('Product') ?? []).map((product) => [String(product.name), product]));
  for (const contract of contracts.values()) {
    const lines = (contract.assets as Row[] | undefined) ?? [];
    if (lines.length === 0) continue;
    if (
      lines.reduce((total, line) => total + cents(line.priceExclTax), 0) !==
      cents(contract.financedAmountExclTax)
    )
      problems.push(`Contract ${label(contract)} finances other than its assets' prices`);
    for (const line of lines)
      if (cents(assets.get(String(line.assetRegistration))?.priceExclTax) !== cents(line.priceExclTax))
        problems.push(
          `Contract ${label(contract)} prices ${String(line.assetRegistration)} otherwise than the asset`,
        );
  }
  const agreements = new Map(
    (records.get('Agreement') ?? []).map((agreement) => [String(agreement.partnerRegistration), agreement]),
  );
  for (const contract of contracts.values()) {
    const agreement = agreements.get(String(contract.partnerRegistration));
    if (
      contract.partnerRegistration &&
      (agreement?.status !== 'ACTIVE' || String(agreement.startDate) > String(contract.startDate))
    )
      problems.push(
        `Contract ${label(contract)} is introduced by ${String(contract.partnerRegistration)} without an agreement`,
      );
  }
  for (const collateral of records.get('Collateral') ?? []) {
    const contract = contracts.get(String(collateral.contractRegistration));
    const amount = Math.round(Number(collateral.percentage) * cents(contract?.financedAmountExclTax));
    if (
      cents(collateral.amount) !== amount ||
      collateralStatus[String(contract?.status)] !== collateral.status
    )
      problems.push(
        `Collateral ${label(collateral)} (${String(collateral.status)}) of ${String(collateral.contractRegistration)}`,
      );
  }
  const fundings = records.get('Funding') ?? [];
  for (const funding of fundings) {
    const contract = contracts.get(String(funding.contractRegistration));
    const product = products.get(String(contract?.financialProduct));
    const expected = funding.status === 'ACTIVE' ? 'ACTIVE' : 'TERMINATED';
    if (contract?.status !== expected || product?.fundRegistration !== funding.fundRegistration)
      problems.push(
        `Funding ${label(funding)} (${String(funding.status)}) of ${String(funding.contractRegistration)}`,
      );
  }
  for (const fund of records.get('Fund') ?? []) {
    const owed = fundings
      .filter((funding) => funding.fundRegistration === fund.registration && funding.status === 'ACTIVE')
      .reduce((total, funding) => total + cents(funding.amount), 0);
    const available = fund.status === 'ACTIVE' ? cents(fund.creditLimit) - owed : 0;
    if (
      cents(fund.outstanding) !== owed ||
      cents(fund.available) !== available ||
      owed > cents(fund.creditLimit)
    )
      problems.push(
        `Fund ${label(fund)}: outstanding ${String(fund.outstanding)} for fundings of ${owed / 100}`,
      );
  }
  return problems;
}

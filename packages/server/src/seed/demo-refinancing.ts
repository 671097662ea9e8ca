import { demoFunds } from './demo-catalogue.ts';
import type { FinancingFile } from './demo-contracts.ts';
import type { SeededRandom } from './random.ts';

type Body = Record<string, unknown>;

/** Fund registrations, `FND…` from 1 in the catalogue's order, by the code products name them with. */
export function fundRegistration(code: string): string {
  const index = demoFunds.findIndex((fund) => fund.code === code);
  if (index < 0) throw new Error(`No demo fund ${code}`);
  return `FND${String(index + 1).padStart(8, '0')}`;
}

/**
 * The funds and their fundings: about half the active contracts are refinanced by their product's
 * fund (active fundings), and the ended ones it refinanced are repaid. A fund's outstanding is
 * the sum of its active fundings, within its limit; an active fund has the rest available, a
 * closed one nothing.
 */
export function refinancingRecords(
  random: SeededRandom,
  files: readonly FinancingFile[],
): Map<string, Body[]> {
  const fundings: Body[] = [];
  const outstanding = new Map<string, number>();
  for (const file of files) {
    const code = file.product.fund;
    const refinanced = file.status === 'ACTIVE' || file.status === 'TERMINATED';
    if (!code || !refinanced || !random.chance(0.5)) continue;
    const fund = demoFunds.find((candidate) => candidate.code === code);
    if (!fund) continue;
    const active = file.status === 'ACTIVE';
    const amount = Math.round(Number(file.contract.financedAmountExclTax) * 0.9);
    if (active) outstanding.set(code, (outstanding.get(code) ?? 0) + amount);
    fundings.push({
      name: `Refinancing of ${file.registration}`,
      type: fund.financingType === 'LOAN' ? 'LOAN' : 'SALE',
      status: active ? 'ACTIVE' : 'REPAID',
      fundRegistration: fundRegistration(code),
      contractRegistration: file.registration,
      amount,
      rate: fund.rate,
      currency: 'EUR',
      startDate: file.contract.startDate,
      endDate: file.contract.endDate,
    });
  }
  const funds = demoFunds.map((fund) => {
    const owed = outstanding.get(fund.code) ?? 0;
    const creditLimit = Math.max(5_000_000, Math.ceil((owed * 1.3) / 1_000_000) * 1_000_000);
    return {
      name: fund.name,
      type: fund.type,
      status: fund.status,
      financingType: fund.financingType,
      financingNature: fund.financingNature,
      financingFinality: fund.financingFinality,
      managementType: 'OWN_ACCOUNT',
      creditLimit,
      outstanding: owed,
      available: fund.status === 'ACTIVE' ? creditLimit - owed : 0,
      currency: 'EUR',
      startDate: fund.startDate,
      ...(fund.endDate ? { endDate: fund.endDate } : {}),
    };
  });
  return new Map([
    ['Fund', funds],
    ['Funding', fundings],
  ]);
}

import { rentTaxCodes, rentTaxRate } from '../shared/rent-tax-codes.ts';

type Data = Readonly<Record<string, unknown>>;

const dayOf = (value: unknown) =>
  typeof value === 'string' && value.length >= 10 ? value.slice(0, 10) : undefined;

/** The rate of a Tax record and the day it starts, when it is in force on the day: active, within its dates. */
function rateInForce(tax: Data, day: string): { rate: number; start: string } | undefined {
  const start = dayOf(tax.startDate) ?? '';
  const end = dayOf(tax.endDate);
  const active = tax.status === undefined || tax.status === 'ACTIVE';
  if (!active || typeof tax.rate !== 'number' || !Number.isFinite(tax.rate)) return undefined;
  if (start > day || (end !== undefined && end < day)) return undefined;
  return { rate: tax.rate, start };
}

/**
 * The rate, as a fraction, of a tax code on a day (`YYYY-MM-DD`), from the tenant's Tax records:
 * the one of that code in force on the day (the latest to start when several are). A tenant with no
 * Tax record of the code falls back to the rent tax codes (STANDARD 20 %, REDUCED 10 %, EXEMPT 0 %);
 * a code it has, but none in force on the day, has no rate. No code is no tax: 0.
 * @example taxRateOfCode('STANDARD', [], '2025-01-15') // 0.2
 * @example taxRateOfCode('GREEN', [{ code: 'GREEN', rate: 0.055, status: 'ACTIVE' }], '2025-01-15') // 0.055
 * @example taxRateOfCode('GREEN', [], '2025-01-15') // undefined
 */
export function taxRateOfCode(code: unknown, taxes: readonly Data[], day: string): number | undefined {
  if (code === undefined || code === null || code === '') return 0;
  if (typeof code !== 'string') return undefined;
  const ofCode = taxes.filter((tax) => tax.code === code);
  if (ofCode.length === 0) return rentTaxRate(code);
  const [latest] = ofCode
    .flatMap((tax) => rateInForce(tax, day) ?? [])
    .sort((a, b) => b.start.localeCompare(a.start));
  return latest?.rate;
}

/**
 * The tax codes a line may take on a day: the tenant's codes in force, then the rent tax codes it
 * has no record of, each with its rate.
 * @example taxCodesInForce([], '2025-01-15')[0] // { code: 'STANDARD', rate: 0.2 }
 */
export function taxCodesInForce(taxes: readonly Data[], day: string): { code: string; rate: number }[] {
  const codes = new Set([
    ...taxes.flatMap((tax) => (typeof tax.code === 'string' && tax.code !== '' ? [tax.code] : [])),
    ...rentTaxCodes.map((entry) => entry.code),
  ]);
  return [...codes].flatMap((code) => {
    const rate = taxRateOfCode(code, taxes, day);
    return rate === undefined ? [] : [{ code, rate }];
  });
}

import type { FieldDefinition } from '../../fields/field-definition.ts';

/**
 * The tax codes a rent is billed under, each with its rate as a fraction. The reference lists hold
 * no VAT rate (`vatScheme` is a company's scheme, not a rate), so the codes and their rates live
 * here, where the schedule that applies them reads them in the browser and on the server alike.
 */
export const rentTaxCodes: readonly { code: string; label: string; rate: number }[] = [
  { code: 'STANDARD', label: 'Standard rate', rate: 0.2 },
  { code: 'REDUCED', label: 'Reduced rate', rate: 0.1 },
  { code: 'EXEMPT', label: 'Exempt', rate: 0 },
];

/**
 * The tax rate of a rent tax code, as a fraction; undefined for a code it does not know.
 * @example rentTaxRate('STANDARD') // 0.2
 */
export function rentTaxRate(code: string): number | undefined {
  return rentTaxCodes.find((entry) => entry.code === code)?.rate;
}

/** The rent tax code of a financing file, from the `rentTaxCode` list; each label names its rate. */
export const rentTaxCode = (): FieldDefinition => ({
  type: 'select',
  label: 'Tax code',
  list: 'rentTaxCode',
  options: rentTaxCodes.map(({ code, label, rate }) => ({
    value: code,
    label: `${label} (${Math.round(rate * 1000) / 10} %)`,
  })),
});

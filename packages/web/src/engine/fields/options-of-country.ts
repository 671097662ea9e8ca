import type { FieldOption } from '@lessor/domain/fields';
import type { FormField } from '../form/form-field.ts';
import { valueAtPath } from '../form/path.ts';

/**
 * The country a field's options are narrowed to: the first filled value among its `countryFrom`
 * paths (a company's registration country, else its main address's).
 * @example optionCountry({ countryFrom: ['addresses[0].country'] }, { addresses: [{ country: 'DE' }] }) // 'DE'
 */
export function optionCountry(
  field: Pick<FormField, 'countryFrom'>,
  values: Readonly<Record<string, unknown>>,
): string | undefined {
  for (const path of field.countryFrom ?? []) {
    const country = valueAtPath(values, path);
    if (typeof country === 'string' && country !== '') return country;
  }
  return undefined;
}

/**
 * The options of that country and those of none; a chosen value stays offered whatever its
 * country, so that a record keeps showing what it holds. Without a country, every option.
 */
export function optionsOfCountry(
  options: readonly FieldOption[],
  country: string | undefined,
  chosen: readonly string[],
): readonly FieldOption[] {
  if (!country) return options;
  return options.filter(
    (option) => !option.country || option.country === country || chosen.includes(option.value),
  );
}

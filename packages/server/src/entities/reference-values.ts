import type { ReferenceField } from '@lessor/domain/entities';

/** One value of a reference field in a record, and where it sits (`persons[1].personRegistration`). */
export interface ReferenceValue {
  at: string;
  value: string;
}

type Data = Readonly<Record<string, unknown>>;

/**
 * The values a record holds in a reference field, in every item of the lists on its way. Blank and
 * non-text values are left out: validation has refused or dropped them.
 * @example referenceValues({ persons: [{ personRegistration: 'PER1' }] }, personsField)
 *   // [{ at: 'persons[0].personRegistration', value: 'PER1' }]
 */
export function referenceValues(record: Data, field: ReferenceField): ReferenceValue[] {
  return valuesAt(record, field.keys, '');
}

function valuesAt(value: unknown, keys: readonly string[], at: string): ReferenceValue[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => valuesAt(item, keys, `${at}[${index}]`));
  const [key, ...rest] = keys;
  if (key === undefined) return typeof value === 'string' && value.trim() !== '' ? [{ at, value }] : [];
  if (typeof value !== 'object' || value === null) return [];
  return valuesAt((value as Data)[key], rest, at === '' ? key : `${at}.${key}`);
}

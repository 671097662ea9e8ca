import type { EntityDefinition } from '@lessor/domain/entities';

/** The value at a dotted path of a record: `addresses.0.addressLine`. */
export function valueAt(record: Readonly<Record<string, unknown>>, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], record);
}

/** A value as a list cell shows it: a select's label rather than its code. */
export function displayValue(entity: EntityDefinition, field: string, value: unknown): string {
  if (value === undefined || value === null) return '';
  const option = entity.fields[field]?.options?.find((candidate) => candidate.value === value);
  return option?.label ?? String(value);
}

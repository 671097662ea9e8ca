import type { FieldDefinition } from './field-definition.ts';

/** The specification's form messages (foundation.md §5), word for word. */
export const fieldMessages = {
  mandatory: (label?: string) => (label ? `${label} is mandatory` : 'Field is mandatory'),
  notANumber: (label: string) => `${label} has to be a number`,
  notAnInteger: (label: string) => `${label} has to be an integer`,
  invalidDate: () => 'Invalid date',
  invalidEmail: () => 'Email format should be "name@example.com"',
  unknownValue: () => '(???)',
} as const;

/** Whether a field, given the record it belongs to, must hold a value. */
export function isMandatory(field: FieldDefinition, record: Readonly<Record<string, unknown>>): boolean {
  if (field.mandatory) return true;
  const when = field.mandatoryWhen;
  return when?.in.includes(String(record[when.field] ?? '')) ?? false;
}

/** Whether a field is shown, given the record it belongs to. */
export function isVisible(
  field: Pick<FieldDefinition, 'visibleWhen'>,
  record: Readonly<Record<string, unknown>>,
): boolean {
  const when = field.visibleWhen;
  return when === undefined || when.in.includes(String(record[when.field] ?? ''));
}

export function isEmptyValue(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

import type { FieldDefinition } from './field-definition.ts';

/** The specification's form messages (foundation.md §5, business-areas.md §5), word for word. */
export const fieldMessages = {
  mandatory: (label?: string) => (label ? `${label} is mandatory` : 'Field is mandatory'),
  tooShort: (min: number) => `Length must be ≥ ${min}`,
  tooLong: (max: number) => `Length must be ≤ ${max}`,
  belowMin: (label: string, min: string | number) => `${label} must be ≥ ${min}`,
  aboveMax: (label: string, max: string | number) => `${label} must be ≤ ${max}`,
  notANumber: (label: string) => `${label} has to be a number`,
  notAnInteger: (label: string) => `${label} has to be an integer`,
  invalidDate: () => 'Invalid date',
  /** The placeholder is an example address, as the form shows it. */
  invalidEmail: (example = 'name@example.com') => `Email format should be "${example}"`,
  invalidUsername: (tenant = 'tenant') => `Should be a valid email or a valid string ending with @${tenant}`,
  invalidFormat: () => 'Invalid format',
  invalidIban: () => 'IBAN is invalid',
  invalidSpanishId: () => 'Spanish ID is invalid',
  invalidSepaCreditorIdentifier: () => 'SEPA creditor identifier is invalid',
  mustStartWithTwoLetters: () => 'Must start with two letters',
  fileTooLarge: (maxSize: string) => `File too large. Max size ${maxSize}`,
  forbiddenExtension: (extension: string, accepted: readonly string[]) =>
    `Forbidden document extension "${extension}". Accepted formats: ${accepted.join(', ')}`,
  unknownValue: () => '(???)',
  createOption: (text: string) => `Create "${text}"`,
  incompleteValue: () => 'Caution, the value is incomplete and will not be considered.',
  mustBeLessThan: (label: string, partner: string) => `${label} must be less than ${partner}`,
  mustBeGreaterThan: (label: string, partner: string) => `${label} must be greater than ${partner}`,
  invalidRegistrationLink: () => 'Invalid registration format, should be a string',
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

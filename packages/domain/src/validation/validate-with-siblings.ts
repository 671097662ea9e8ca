import type { FieldDefinition } from '../fields/field-definition.ts';
import { validateRegistration } from '../formats/ids/validate-registration.ts';

/**
 * The rules of a field that read the other fields of its object: a registration number is checked
 * by the type beside it ('Spanish ID is invalid', 'Must start with two letters', 'Invalid format').
 * Answers the message, or undefined when the value is fine.
 * @example validateWithSiblings({ registrationTypeField: 'type' }, '12345678A', { type: 'NIF' })
 *   // 'Spanish ID is invalid'
 */
export function validateWithSiblings(
  field: Pick<FieldDefinition, 'registrationTypeField'>,
  value: unknown,
  owner: Readonly<Record<string, unknown>>,
): string | undefined {
  if (field.registrationTypeField === undefined) return undefined;
  const type = owner[field.registrationTypeField];
  return validateRegistration(value, typeof type === 'string' ? { type: type.trim().toUpperCase() } : {});
}

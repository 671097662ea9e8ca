import { displayFlagsOf, isEmptyValue, isMandatory, isVisible } from '@lessor/domain/fields';
import { type ValidationContext, validateField, validateWithSiblings } from '@lessor/domain/validation';
import type { FormField } from './form-field.ts';
import type { PathStep } from './path.ts';

type Data = Readonly<Record<string, unknown>>;

/**
 * Whether a field shows, given the object it belongs to and its key there: not hidden by the
 * layout nor by the record's `props_<key>` flags (business-areas.md §3), and its condition met.
 */
export function isFieldShown(field: FormField, owner: Data, key: PathStep | undefined): boolean {
  return !field.hidden && !displayFlagsOf(owner, String(key)).hidden && isVisible(field, owner);
}

export function isFieldMandatory(field: FormField, owner: Data): boolean {
  const { type, label, mandatory, mandatoryWhen } = field;
  return isMandatory({ type, label, mandatory, mandatoryWhen }, owner);
}

/**
 * A field's message, from the domain's rules (foundation.md §5): the layout's explicit error
 * first, then '{label} is mandatory' when empty and mandatory, then the type's own rule, then the
 * rules reading the fields beside it (a registration number by its type).
 * A field the server fills (read-only) is never in error.
 */
export function fieldError(
  field: FormField,
  value: unknown,
  owner: Data,
  context: ValidationContext,
): string | undefined {
  if (field.error) return field.error;
  if (field.readOnly) return undefined;
  return (
    validateField({ ...field, mandatory: isFieldMandatory(field, owner) }, value, context) ??
    (isEmptyValue(value) ? undefined : validateWithSiblings(field, value, owner))
  );
}

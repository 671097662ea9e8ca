import type { ValidationContext } from '@lessor/domain/validation';
import { fieldError, isFieldShown } from './field-error.ts';
import type { FormFields } from './form-field.ts';
import { childPath } from './path.ts';

type Data = Readonly<Record<string, unknown>>;

const isObject = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Every shown field in error, in the order of the declaration, nested objects and list items
 * included: what stops a submit (foundation.md §5).
 */
export function collectErrors(
  fields: FormFields,
  values: Data,
  context: ValidationContext,
  prefix = '',
): { path: string; message: string }[] {
  const errors: { path: string; message: string }[] = [];
  for (const [key, field] of Object.entries(fields)) {
    if (!isFieldShown(field, values, key)) continue;
    const path = childPath(prefix, key);
    const value = values[key];
    const message = fieldError(field, value, values, context);
    if (message) errors.push({ path, message });
    if (!field.fields) continue;
    if (field.type === 'object' && isObject(value))
      errors.push(...collectErrors(field.fields, value, context, path));
    if (field.type === 'list' && Array.isArray(value)) {
      value.forEach((item, index) => {
        if (isObject(item) && field.fields)
          errors.push(...collectErrors(field.fields, item, context, childPath(path, index)));
      });
    }
  }
  return errors;
}

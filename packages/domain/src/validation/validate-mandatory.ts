import { fieldMessages, isEmptyValue } from '../fields/field-messages.ts';

/**
 * '{label} is mandatory' ('Field is mandatory' without label) when a mandatory value is empty:
 * undefined, null, blank text or an empty list.
 * @example validateMandatory('  ', 'Last name') // 'Last name is mandatory'
 * @example validateMandatory('Ada', 'Last name') // undefined
 */
export function validateMandatory(value: unknown, label?: string): string | undefined {
  return isEmptyValue(value) ? fieldMessages.mandatory(label) : undefined;
}

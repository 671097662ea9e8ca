import type { FieldOption } from '../fields/field-definition.ts';
import { fieldMessages } from '../fields/field-messages.ts';
import type { FieldRules } from './field-rules.ts';

/**
 * Select, radio and grid select: '(???)' when a value is not among the options, unless the select
 * accepts new values or has no options to compare with.
 * @example validateSelect('Z', { options: [{ value: 'C', label: 'Company' }] }) // '(???)'
 */
export function validateSelect(
  value: unknown,
  field: Pick<FieldRules, 'options' | 'creatable' | 'multiple'>,
): string | undefined {
  if (field.creatable || !field.options || field.options.length === 0) return undefined;
  const values = Array.isArray(value) ? value : [value];
  const known = (item: unknown) => field.options?.some((option) => option.value === item) ?? false;
  return values.every(known) ? undefined : fieldMessages.unknownValue();
}

/**
 * How a select shows a value: its option's label, the value itself when creation is allowed, else
 * the value marked '(???)'.
 * @example selectDisplayValue('Z', [{ value: 'C', label: 'Company' }]) // 'Z (???)'
 */
export function selectDisplayValue(
  value: string,
  options: readonly FieldOption[],
  settings: { creatable?: boolean } = {},
): string {
  const option = options.find((candidate) => candidate.value === value);
  if (option) return option.label;
  return settings.creatable ? value : `${value} ${fieldMessages.unknownValue()}`;
}

import { formatNumber, parseInteger, parseNumber } from '@lessor/domain/formats';
import { TextInput } from '@mantine/core';
import { useFormLocale } from '../form/useFormLocale.ts';
import type { FieldProps } from './field-props.ts';
import { useInputProps } from './useInputProps.ts';
import { useTypedText } from './useTypedText.ts';

/** Decimals shown: none for integers, 2 for amounts, as many as the value has (up to 10) otherwise. */
function decimalsOf(type: string, value: number): number {
  if (type === 'integer') return 0;
  if (type === 'currency') return 2;
  return Math.min(String(value).split('.')[1]?.length ?? 0, 10);
}

/**
 * Numbers, integers and amounts typed in the locale (a decimal comma where the locale has one),
 * shown with its separators once left. Text that is not a number is kept, so the rule's message
 * ('{label} has to be a number') shows; integers are rounded (foundation.md §5).
 */
export function NumberField(props: FieldProps) {
  const { field, value, onChange } = props;
  const locale = useFormLocale();
  const formatted =
    typeof value === 'number'
      ? formatNumber(value, { locale, decimals: decimalsOf(field.type, value) })
      : typeof value === 'string'
        ? value
        : '';
  const { text, onType, onDone } = useTypedText(formatted);
  const inputProps = useInputProps(props);
  const read = (typed: string) => {
    const options = { locale, negative: field.negative === true };
    return field.type === 'integer' ? parseInteger(typed, options) : parseNumber(typed, options);
  };
  return (
    <TextInput
      {...inputProps}
      inputMode={field.type === 'integer' ? 'numeric' : 'decimal'}
      value={text}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        onType(typed);
        onChange(typed.trim() === '' ? undefined : (read(typed) ?? typed));
      }}
      onBlur={() => {
        onDone();
        inputProps.onBlur();
      }}
    />
  );
}

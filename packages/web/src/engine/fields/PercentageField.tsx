import { formatPercentage, parsePercentage } from '@lessor/domain/formats';
import { TextInput } from '@mantine/core';
import { useFormLocale } from '../form/useFormLocale.ts';
import type { FieldProps } from './field-props.ts';
import { useInputProps } from './useInputProps.ts';
import { useTypedText } from './useTypedText.ts';

/**
 * A percentage typed as '12,5', '12.5 %' or '-3', stored as a fraction (0.125) rounded to 10
 * decimals, shown with 4 digits at most (foundation.md §5).
 */
export function PercentageField(props: FieldProps) {
  const { field, value, onChange } = props;
  const locale = useFormLocale();
  const formatted =
    typeof value === 'number' ? formatPercentage(value, { locale }) : typeof value === 'string' ? value : '';
  const { text, onType, onDone } = useTypedText(formatted);
  const inputProps = useInputProps(props);
  return (
    <TextInput
      {...inputProps}
      inputMode="decimal"
      value={text}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        onType(typed);
        const fraction = parsePercentage(typed, { locale, negative: field.negative === true });
        onChange(typed.trim() === '' ? undefined : (fraction ?? typed));
      }}
      onBlur={() => {
        onDone();
        inputProps.onBlur();
      }}
    />
  );
}

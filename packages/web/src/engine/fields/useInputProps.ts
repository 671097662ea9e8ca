import { useTranslation } from 'react-i18next';
import type { FieldProps } from './field-props.ts';

/**
 * The props every Mantine input of a field shares: id, translated label, asterisk when mandatory
 * (or when the layout asks for the hint alone), message, warning, read-only and disabled modes.
 */
export function useInputProps({ field, id, error, mandatory, readOnly, disabled, onBlur }: FieldProps) {
  const { t } = useTranslation();
  return {
    id,
    label: t(field.label),
    withAsterisk: mandatory || field.showMandatoryHint === true,
    error,
    description: field.warning,
    readOnly,
    disabled,
    onBlur,
    ...(field.placeholder ? { placeholder: t(field.placeholder) } : {}),
  };
}

import { PasswordInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormStore } from '../form/FormStoreContext.tsx';
import type { FieldProps } from './field-props.ts';
import { useInputProps } from './useInputProps.ts';

/**
 * A secret: hidden as typed, with a button that shows it. A saved one is never sent back, so the
 * field stays empty and says that one is kept; typing replaces it.
 */
export function PasswordField(props: FieldProps) {
  const { path, value, onChange } = props;
  const { t } = useTranslation();
  // Read as the field renders, not subscribed: only a new record from the server (a reset, which
  // renders every field) changes it.
  const secretsSet = useFormStore().getValue('_secretsSet');
  const kept = Array.isArray(secretsSet) && secretsSet.includes(path);
  return (
    <PasswordInput
      {...useInputProps(props)}
      {...(kept ? { placeholder: t('Saved: type to replace it') } : {})}
      autoComplete="new-password"
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}

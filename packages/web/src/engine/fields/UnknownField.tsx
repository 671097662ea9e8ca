import { Input } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FieldProps } from './field-props.ts';

/** A field whose type no component edits (foundation.md §3). */
export function UnknownField({ field, id }: FieldProps) {
  const { t } = useTranslation();
  return (
    <Input.Wrapper id={id} label={t(field.label)}>
      <Input.Error>{t('Unknown type')}</Input.Error>
    </Input.Wrapper>
  );
}

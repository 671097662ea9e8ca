import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InlineProps } from './inline-props.ts';
import { textProp } from './prop-readers.ts';

/** A message of the layout in the error format. */
export function ErrorElement({ props }: InlineProps) {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert">
      {t(textProp(props, 'message'))}
    </Alert>
  );
}

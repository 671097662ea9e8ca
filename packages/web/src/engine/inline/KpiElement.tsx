import { formatNumber, formatPercentage } from '@lessor/domain/formats';
import { Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFieldSnapshot } from '../form/FormStoreContext.tsx';
import type { InlineProps } from './inline-props.ts';
import { textProp } from './prop-readers.ts';

/** A key figure: a label and a value, given (`props.value`) or read from the record (`props.field`). */
export function KpiElement({ props }: InlineProps) {
  const { t, i18n } = useTranslation();
  const { value: fromRecord } = useFieldSnapshot(textProp(props, 'field'));
  const value = props.value ?? fromRecord;
  const format = textProp(props, 'format');
  const shown =
    typeof value !== 'number'
      ? String(value ?? '')
      : format === 'percentage'
        ? formatPercentage(value, { locale: i18n.language })
        : formatNumber(value, { locale: i18n.language, decimals: format === 'integer' ? 0 : 2 });
  return (
    <Paper withBorder p="sm" role="group" aria-label={t(textProp(props, 'label'))}>
      <Text size="xs">{t(textProp(props, 'label'))}</Text>
      <Text size="xl" fw={700}>
        {shown}
      </Text>
    </Paper>
  );
}

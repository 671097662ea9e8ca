import { Divider } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InlineProps } from './inline-props.ts';
import { textProp } from './prop-readers.ts';

/** A caption between groups of fields in a card. */
export function LegendElement({ props }: InlineProps) {
  const { t } = useTranslation();
  return <Divider label={t(textProp(props, 'text'))} labelPosition="left" my="xs" />;
}

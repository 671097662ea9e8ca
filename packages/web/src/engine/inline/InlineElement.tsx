import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { inlineElements } from './inline-elements.ts';

/** An inline element of a card, from the registry; a type without a component says so. */
export function InlineElement({
  type,
  props = {},
}: {
  type: string;
  props?: Readonly<Record<string, unknown>>;
}) {
  const { t } = useTranslation();
  const Component = Object.hasOwn(inlineElements, type) ? inlineElements[type] : undefined;
  if (!Component) return <Alert color="gray">{t('Unknown type')}</Alert>;
  return <Component props={props} />;
}

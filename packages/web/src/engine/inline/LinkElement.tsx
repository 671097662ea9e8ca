import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { InlineProps } from './inline-props.ts';
import { textProp } from './prop-readers.ts';

/** A link: a path of the application, or an address elsewhere opened in a new tab. */
export function LinkElement({ props }: InlineProps) {
  const { t } = useTranslation();
  const to = textProp(props, 'to');
  const label = t(textProp(props, 'label') || to);
  if (/^https?:\/\//.test(to)) {
    return (
      <Anchor href={to} target="_blank" rel="noopener noreferrer">
        {label}
      </Anchor>
    );
  }
  return (
    <Anchor component={Link} to={to}>
      {label}
    </Anchor>
  );
}

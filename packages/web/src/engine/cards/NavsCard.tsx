import { Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardFrame } from './CardFrame.tsx';
import type { CardProps } from './card-props.ts';

interface NavLink {
  label: string;
  to: string;
}

const isNavLink = (value: unknown): value is NavLink =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as NavLink).label === 'string' &&
  typeof (value as NavLink).to === 'string';

/** Links to other pages the layout names (`props.links`: label and path), in a card. */
export function NavsCard({ card }: CardProps) {
  const { t } = useTranslation();
  const links = Array.isArray(card.props?.links) ? card.props.links.filter(isNavLink) : [];
  return (
    <CardFrame card={card}>
      <Stack gap={4} component="nav" aria-label={t(card.title)}>
        {links.map((link) => (
          <Anchor key={link.to} component={Link} to={link.to}>
            {t(link.label)}
          </Anchor>
        ))}
      </Stack>
    </CardFrame>
  );
}

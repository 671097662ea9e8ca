import { Collapse, Group, Paper, Title, UnstyledButton } from '@mantine/core';
import { type ReactNode, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cardExpandDelay, type RevealFieldEvent, revealFieldEvent } from '../form/reveal-field.ts';
import { useCardStatesContext } from './CardStatesContext.tsx';
import type { LayoutCard } from './detail-layout.ts';
import { isLayoutField } from './detail-layout.ts';

interface Props {
  card: LayoutCard;
  children: ReactNode;
  /** Buttons beside the title (Add, Edit). */
  action?: ReactNode;
  /** Shows the card in the error format: a field in it has a message. */
  inError?: boolean;
}

/**
 * A card of a detail page: a titled section that collapses from its title, remembering it per
 * route and title; it opens by itself when a field it holds must be revealed. The workflow card
 * may stay in view (sticky).
 */
export function CardFrame({ card, children, action, inError = false }: Props) {
  const { t } = useTranslation();
  const { isCollapsed, setCollapsed } = useCardStatesContext();
  const collapsed = isCollapsed(card.title);
  const id = useId();

  useEffect(() => {
    const fields = new Set((card.elements ?? []).filter(isLayoutField).map((element) => element.field));
    const onReveal = (event: Event) => {
      const detail = (event as CustomEvent<RevealFieldEvent>).detail;
      if (!fields.has(detail.field) || !collapsed) return;
      setCollapsed(card.title, false);
      detail.expanded = true;
    };
    window.addEventListener(revealFieldEvent, onReveal);
    return () => window.removeEventListener(revealFieldEvent, onReveal);
  }, [card, collapsed, setCollapsed]);

  return (
    <Paper
      withBorder
      component="section"
      aria-labelledby={`${id}-title`}
      p="md"
      data-card-error={inError || undefined}
      style={{
        ...(inError ? { borderColor: 'var(--mantine-color-red-6)' } : {}),
        ...(card.sticky ? { position: 'sticky', top: 'var(--lessor-sticky-top, 0px)', zIndex: 2 } : {}),
      }}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Title order={2} size="h4" id={`${id}-title`}>
          <UnstyledButton
            aria-expanded={!collapsed}
            aria-controls={`${id}-content`}
            onClick={() => setCollapsed(card.title, !collapsed)}
            fw="inherit"
            fz="inherit"
          >
            <span aria-hidden="true">{collapsed ? '▸ ' : '▾ '}</span>
            {t(card.title)}
          </UnstyledButton>
        </Title>
        {!collapsed && action}
      </Group>
      {/* A collapsed card's content is not mounted: the page mounts only what shows. */}
      <Collapse
        expanded={!collapsed}
        keepMounted={false}
        transitionDuration={cardExpandDelay - 70}
        id={`${id}-content`}
      >
        <div style={{ paddingTop: 'var(--mantine-spacing-sm)' }}>{children}</div>
      </Collapse>
    </Paper>
  );
}

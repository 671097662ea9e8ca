import { Collapse, Group, Paper, Title, UnstyledButton } from '@mantine/core';
import { type ReactNode, useCallback, useEffect, useId, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { cardExpandDelay, type RevealFieldEvent, revealFieldEvent } from '../form/reveal-field.ts';
import { CardContentPlaceholder } from './CardContentPlaceholder.tsx';
import { useCardMounting } from './CardMountingContext.tsx';
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
  /** What stands in for the content until it mounts, of about its height. */
  placeholder?: ReactNode;
}

/** The placeholder of a card that does not give one: about a short list's height. */
const defaultPlaceholder = <div style={{ height: 80 }} />;

/**
 * A card of a detail page: a titled section that collapses from its title, remembering it per
 * route and title; it opens by itself when a field it holds must be revealed. The workflow card
 * may stay in view (sticky). On a page that mounts its cards in turn, the content of a card out of
 * view waits behind a placeholder until its turn, until it nears the view, until the focus enters
 * the card, or until a field of it must be revealed.
 */
export function CardFrame({
  card,
  children,
  action,
  inError = false,
  placeholder = defaultPlaceholder,
}: Props) {
  const { t } = useTranslation();
  const { isCollapsed, setCollapsed } = useCardStatesContext();
  const collapsed = isCollapsed(card.title);
  const id = useId();
  const mounting = useCardMounting();
  const [contentMounted, setContentMounted] = useState(
    () => !mounting || mounting.inFirstView.has(card.title) || card.sticky === true,
  );
  const mountContent = useCallback(() => setContentMounted(true), []);

  useEffect(() => {
    const fields = new Set((card.elements ?? []).filter(isLayoutField).map((element) => element.field));
    const onReveal = (event: Event) => {
      const detail = (event as CustomEvent<RevealFieldEvent>).detail;
      if (!fields.has(detail.field)) return;
      // Mounted now, so that the field is there to scroll to.
      if (!contentMounted) flushSync(mountContent);
      if (!collapsed) return;
      setCollapsed(card.title, false);
      detail.expanded = true;
    };
    window.addEventListener(revealFieldEvent, onReveal);
    return () => window.removeEventListener(revealFieldEvent, onReveal);
  }, [card, collapsed, setCollapsed, contentMounted, mountContent]);

  return (
    <Paper
      withBorder
      component="section"
      aria-labelledby={`${id}-title`}
      p="md"
      data-card-error={inError || undefined}
      // Tabbing onto the card's title mounts its fields, so that the next Tab reaches them.
      onFocus={contentMounted ? undefined : mountContent}
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
            onClick={() => {
              if (collapsed) mountContent();
              setCollapsed(card.title, !collapsed);
            }}
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
        <div style={{ paddingTop: 'var(--mantine-spacing-sm)' }}>
          {contentMounted || !mounting ? (
            children
          ) : (
            <CardContentPlaceholder queue={mounting.queue} onMount={mountContent}>
              {placeholder}
            </CardContentPlaceholder>
          )}
        </div>
      </Collapse>
    </Paper>
  );
}

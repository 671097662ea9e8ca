import type { EntityRecord } from '@lessor/domain/api';
import type { ColumnDefinition, EntityDefinition } from '@lessor/domain/entities';
import { statusCategory } from '@lessor/domain/workflow';
import type { MouseEvent } from 'react';
import { statusColors } from '../../colors/status-colors.ts';
import { cellContent } from './cell-content.ts';

interface Props {
  entity: EntityDefinition;
  column: ColumnDefinition;
  record: EntityRecord;
  locale: string;
}

/**
 * One cell of a list: a link, a status badge coloured by its workflow category, or text. Plain
 * elements styled by list-table.css: a list draws hundreds of them at once.
 */
export function ListCell({ entity, column, record, locale }: Props) {
  const content = cellContent(entity, column, record, locale);
  const title = content.title ?? content.fullText;
  if (column.badge && content.text) {
    const status = String(record[column.path ?? column.key] ?? '');
    return (
      <span
        className="lessor-list-status"
        style={statusColors[statusCategory(status, entity.statusCategories)]}
        title={title}
      >
        {content.text}
      </span>
    );
  }
  if (content.href) {
    // A plain link: the table follows it in the application (followListLink), hundreds of router
    // links cost a list page more than its data.
    return (
      <a className="lessor-list-link" href={content.href} title={title}>
        {content.text}
      </a>
    );
  }
  return title ? <span title={title}>{content.text}</span> : content.text;
}

/**
 * Follows a click on a list's plain link inside the application, as a router link would; a click
 * with a modifier key or another button keeps the browser's own behaviour (a new tab, a download).
 */
export function followListLink(event: MouseEvent<Element>, navigate: (to: string) => void): void {
  const link = (event.target as Element).closest('a.lessor-list-link');
  const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;
  if (!link || modified || event.defaultPrevented) return;
  event.preventDefault();
  navigate(link.getAttribute('href') ?? '/');
}

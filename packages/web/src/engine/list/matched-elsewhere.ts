import type { EntityRecord } from '@lessor/domain/api';
import type { ColumnDefinition, EntityDefinition } from '@lessor/domain/entities';
import { foldText } from '@lessor/domain/formats';
import { cellContent } from './cell-content.ts';

/**
 * Whether a free-text search found rows whose shown cells do not hold the text: it matched a
 * search field not displayed, which the list says ('The search has found results on fields not
 * displayed', business-areas.md §2).
 */
export function matchedElsewhere(
  entity: EntityDefinition,
  columns: readonly ColumnDefinition[],
  records: readonly EntityRecord[],
  text: string,
  locale: string,
): boolean {
  const wanted = foldText(text.trim());
  if (wanted === '') return false;
  return records.some(
    (record) =>
      !columns.some((column) => {
        const content = cellContent(entity, column, record, locale);
        return foldText(content.fullText ?? content.text).includes(wanted);
      }),
  );
}

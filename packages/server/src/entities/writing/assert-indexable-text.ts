import type { EntityDefinition } from '@lessor/domain/entities';
import { LessorError } from '@lessor/domain/errors';
import { columnFields } from '../../db/entity-columns.ts';
import { hasSearchText } from '../../db/migrations/search-text-migration.ts';

/**
 * The UTF-8 size allowed to the text of each indexed column, and to the search text (the search
 * fields together). A B-tree entry holds at most 2,704 bytes; this leaves room for the tenant, the
 * dates and the id beside it. PostgreSQL would refuse a larger entry, failing the whole write.
 */
export const indexedTextBytes = 2000;

type Data = Readonly<Record<string, unknown>>;

/**
 * Refuses a record whose indexed text would not fit its indexes: the registration, name, status
 * and type columns, the declared sort indexes, and the search text. Names the longest field,
 * after `at`, the record's place in an array body. On an update, text the update leaves as it
 * was stays (compressible text of an older version may be longer and still fit).
 */
export function assertIndexableText(
  entity: EntityDefinition,
  record: Data,
  { at = '', existing }: { at?: string; existing?: Data | undefined } = {},
): void {
  const changed = (field: string) =>
    !existing || JSON.stringify(existing[field]) !== JSON.stringify(record[field]);
  for (const field of [...columnFields, ...(entity.sortIndexes ?? [])]) {
    if (changed(field) && bytesOf(record[field]) > indexedTextBytes)
      throw new LessorError('TEXT_TOO_LONG', [at + field, indexedTextBytes]);
  }
  if (!hasSearchText(entity) || !entity.searchFields.some(changed)) return;
  const sizes = entity.searchFields.map((field) => ({ field, bytes: bytesOf(record[field]) }));
  // One separator byte between two fields, as the search text has.
  const total = sizes.reduce((sum, { bytes }) => sum + bytes + 1, 0);
  if (total <= indexedTextBytes) return;
  const longest = sizes.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  throw new LessorError('TEXT_TOO_LONG', [at + longest.field, indexedTextBytes]);
}

/** The size of a value as its column or the search text holds it (`data->>field`: JSON for non-text). */
function bytesOf(value: unknown): number {
  if (value === undefined || value === null) return 0;
  return Buffer.byteLength(typeof value === 'string' ? value : JSON.stringify(value));
}

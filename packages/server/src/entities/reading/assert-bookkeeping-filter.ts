import { LessorError } from '@lessor/domain/errors';
import type { metaColumns } from '../../db/entity-columns.ts';
import { isUuid } from '../../db/is-uuid.ts';

type BookkeepingField = keyof typeof metaColumns;

const isoDate = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}(:?\d{2})?)?)?$/;

/** Whether a value can be compared with the column of a bookkeeping field, by the column's type. */
const acceptsValue: Readonly<Record<BookkeepingField, (value: string) => boolean>> = {
  _id: isUuid,
  _version: (value) => /^\d{1,9}$/.test(value),
  _insertDate: (value) => isoDate.test(value) && !Number.isNaN(Date.parse(value)),
  _updateDate: (value) => isoDate.test(value) && !Number.isNaN(Date.parse(value)),
  _insertUser: () => true,
  _updateUser: () => true,
};

/**
 * Refuses a filter on a bookkeeping field whose values its column cannot hold (`_id=abc`, which
 * PostgreSQL would refuse for the whole statement), and a text pattern on a column that is no text.
 * Excluded values (`-value`) are checked without their sign.
 */
export function assertBookkeepingFilter(field: BookkeepingField, values: readonly string[]): void {
  const isText = field === '_insertUser' || field === '_updateUser';
  const accepted = values.every((value) => {
    if (!isText && value.startsWith('/')) return false;
    return acceptsValue[field](value.startsWith('-') ? value.slice(1) : value);
  });
  if (!accepted) throw new LessorError('INVALID_FIELD_IN_QUERY', [field]);
}

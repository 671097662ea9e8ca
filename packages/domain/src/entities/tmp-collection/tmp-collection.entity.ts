import { defineEntity } from '../define-entity.ts';
import { dateTime, longText, text } from '../shared/field-builders.ts';

/** Scratch records a script keeps between two runs. */
export const tmpCollectionEntity = defineEntity({
  name: 'TmpCollection',
  domain: 'system',
  prefix: 'TCO',
  types: ['CACHE', 'EXPORT', 'IMPORT'],
  group: 'system',
  menuOrder: 270,
  statuses: ['DRAFT', 'ACTIVE', 'INACTIVE'],
  initialStatus: 'ACTIVE',
  hasCreateForm: false,
  fields: {
    key: text('Key'),
    value: longText('Value'),
    expiresAt: dateTime('Expires at'),
  },
  listColumns: ['registration', 'key', 'expiresAt'],
  searchFields: ['registration', 'key'],
});

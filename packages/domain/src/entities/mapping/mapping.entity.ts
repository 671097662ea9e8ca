import { defineEntity } from '../define-entity.ts';
import { text } from '../shared/field-builders.ts';

/** A translation table between outside codes and Lessor values. */
export const mappingEntity = defineEntity({
  name: 'Mapping',
  domain: 'script',
  prefix: 'MAP',
  types: ['IMPORT', 'EXPORT', 'ACCOUNTING'],
  group: 'administration',
  menuOrder: 60,
  statuses: ['DRAFT', 'ACTIVE', 'INACTIVE'],
  initialStatus: 'ACTIVE',
  fields: {
    source: text('Source'),
    sourceValue: text('Source value'),
    targetValue: text('Target value'),
    field: text('Field'),
  },
  listColumns: ['registration', 'source', 'sourceValue', 'targetValue'],
  searchFields: ['registration', 'source', 'sourceValue'],
});

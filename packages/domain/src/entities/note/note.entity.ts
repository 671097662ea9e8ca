import { defineEntity } from '../define-entity.ts';
import { anyRecordLink, text } from '../shared/field-builders.ts';

/** A free note on any record. */
export const noteEntity = defineEntity({
  name: 'Note',
  domain: 'core',
  prefix: 'NOT',
  types: ['COMMENT', 'CALL', 'MEETING', 'REMINDER'],
  group: 'governance',
  menuOrder: 150,
  statuses: ['DRAFT', 'ACTIVE', 'INACTIVE'],
  initialStatus: 'ACTIVE',
  fields: {
    entityName: text('Entity'),
    entityRegistration: anyRecordLink('Record'),
    content: { type: 'markdown', label: 'Content' },
  },
  listColumns: ['registration', 'name', 'entityName', 'entityRegistration'],
  searchFields: ['registration', 'name', 'entityRegistration'],
});

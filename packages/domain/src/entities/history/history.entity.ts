import { defineEntity } from '../define-entity.ts';
import { anyRecordLink, dateTime, text } from '../shared/field-builders.ts';

/** A change to a record: who, when, which fields from what to what. */
export const historyEntity = defineEntity({
  name: 'History',
  domain: 'core',
  prefix: 'HIS',
  group: 'system',
  menuOrder: 130,
  statuses: ['RECORDED'],
  initialStatus: 'RECORDED',
  types: ['CREATE', 'UPDATE', 'DELETE', 'TRANSITION'],
  hasCreateForm: false,
  apiReadOnly: true,
  fields: {
    entityName: text('Entity'),
    entityRegistration: anyRecordLink('Record'),
    entityId: text('Record id'),
    username: text('User'),
    date: dateTime('Date'),
    transition: text('Transition'),
    changes: {
      type: 'list',
      label: 'Changes',
      fields: { field: text('Field'), from: text('From'), to: text('To') },
    },
  },
  listColumns: ['registration', 'date', 'type', 'entityName', 'entityRegistration', 'username'],
  searchFields: ['registration', 'entityRegistration', 'username'],
  advancedSearch: ['entityName', 'entityRegistration', 'type', 'username', 'date'],
});

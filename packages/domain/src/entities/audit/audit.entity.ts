import { defineEntity } from '../define-entity.ts';
import { anyRecordLink, dateTime, longText, text } from '../shared/field-builders.ts';

/** A security-relevant event: sign-in, permission change, export. */
export const auditEntity = defineEntity({
  name: 'Audit',
  domain: 'system',
  prefix: 'AUD',
  types: ['CREATE', 'UPDATE', 'DELETE', 'TRANSITION', 'SIGN_IN', 'EXPORT'],
  group: 'system',
  menuOrder: 140,
  statuses: ['DRAFT', 'ACTIVE', 'INACTIVE'],
  initialStatus: 'ACTIVE',
  hasCreateForm: false,
  apiReadOnly: true,
  fields: {
    username: text('User'),
    action: text('Action'),
    entityName: text('Entity'),
    entityRegistration: anyRecordLink('Record'),
    date: dateTime('Date'),
    details: longText('Details'),
  },
  listColumns: ['registration', 'date', 'username', 'action', 'entityName', 'entityRegistration'],
  searchFields: ['registration', 'username', 'action', 'entityRegistration'],
});

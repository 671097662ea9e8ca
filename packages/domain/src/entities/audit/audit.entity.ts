import { defineEntity } from '../define-entity.ts';
import { anyRecordLink, dateTime, longText, text } from '../shared/field-builders.ts';

/** Who read or changed which record, and who exported what: the trail behind the Audits card. */
export const auditEntity = defineEntity({
  name: 'Audit',
  domain: 'system',
  prefix: 'AUD',
  types: ['READ', 'CREATE', 'UPDATE', 'DELETE', 'TRANSITION', 'SIGN_IN', 'EXPORT'],
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

import { defineEntity } from '../define-entity.ts';
import { count, dateTime, text } from '../shared/field-builders.ts';

/** One API call: who, what, when and how long. */
export const accessLogEntity = defineEntity({
  name: 'AccessLog',
  domain: 'system',
  prefix: 'ACL',
  types: ['REQUEST', 'SIGN_IN', 'SIGN_OUT'],
  group: 'system',
  menuOrder: 150,
  statuses: ['DRAFT', 'ACTIVE', 'INACTIVE'],
  initialStatus: 'ACTIVE',
  hasCreateForm: false,
  fields: {
    method: text('Method'),
    url: text('URL'),
    statusCode: count('Status code'),
    durationMs: count('Duration (ms)'),
    username: text('User'),
    requestId: text('Request'),
    date: dateTime('Date'),
  },
  listColumns: ['registration', 'date', 'method', 'url', 'statusCode', 'username'],
  searchFields: ['registration', 'url', 'username', 'requestId'],
});

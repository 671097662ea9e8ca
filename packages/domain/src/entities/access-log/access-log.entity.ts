import { defineEntity } from '../define-entity.ts';
import { count, dateTime, text } from '../shared/field-builders.ts';

/**
 * One API call: who, what, when and how long. Written by the server alone, kept a configurable
 * time; fast successful reads may be sampled, and `weight` says how many calls a kept one stands for.
 */
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
  apiReadOnly: true,
  fields: {
    method: text('Method'),
    route: text('Route'),
    url: text('URL'),
    statusCode: count('Status code'),
    durationMs: count('Duration (ms)'),
    username: text('User'),
    requestId: text('Request'),
    date: dateTime('Date'),
    weight: count('Calls represented'),
  },
  listColumns: ['registration', 'date', 'method', 'url', 'statusCode', 'durationMs', 'username'],
  searchFields: ['registration', 'url', 'username', 'requestId'],
  advancedSearch: ['method', 'route', 'statusCode', 'durationMs', 'username', 'date'],
});

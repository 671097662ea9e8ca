import { defineEntity } from '../define-entity.ts';
import { choice, dateTime, text } from '../shared/field-builders.ts';

/** A server log line kept for the operators. */
export const systemLogEntity = defineEntity({
  name: 'SystemLog',
  domain: 'system',
  prefix: 'SYL',
  types: ['APPLICATION', 'SECURITY', 'JOB'],
  group: 'system',
  menuOrder: 190,
  statuses: ['DRAFT', 'ACTIVE', 'INACTIVE'],
  initialStatus: 'ACTIVE',
  hasCreateForm: false,
  fields: {
    level: choice('Level', 'logLevel', ['DEBUG', 'INFO', 'WARN', 'ERROR']),
    message: text('Message'),
    requestId: text('Request'),
    date: dateTime('Date'),
  },
  listColumns: ['registration', 'date', 'level', 'message', 'requestId'],
  searchFields: ['registration', 'message', 'requestId'],
});

import { defineEntity } from '../define-entity.ts';
import { choice, dateTime, longText, text } from '../shared/field-builders.ts';

/** The levels a system log line is kept at, lowest first. */
export const systemLogLevels = ['DEBUG', 'INFO', 'WARN', 'ERROR'] as const;
export type SystemLogLevel = (typeof systemLogLevels)[number];

/** A line of the server's structured log about one tenant, kept for its administrators. */
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
  apiReadOnly: true,
  fields: {
    level: choice('Level', 'logLevel', systemLogLevels),
    message: text('Message'),
    requestId: text('Request'),
    username: text('User'),
    date: dateTime('Date'),
    details: longText('Details'),
  },
  listColumns: ['registration', 'date', 'level', 'message', 'requestId'],
  searchFields: ['registration', 'message', 'requestId'],
  advancedSearch: ['level', 'type', 'username', 'date', 'details'],
});

import { defineEntity } from '../define-entity.ts';
import { choice, dateTime, text } from '../shared/field-builders.ts';

/** Something the server did or noticed (start, migration, a sign-in, a configuration change, a job's end). */
export const systemEventEntity = defineEntity({
  name: 'SystemEvent',
  domain: 'system',
  prefix: 'SEV',
  types: ['START', 'STOP', 'MIGRATION', 'CONFIGURATION', 'SIGN_IN', 'SIGN_IN_FAILED', 'JOB'],
  group: 'system',
  menuOrder: 180,
  statuses: ['DRAFT', 'ACTIVE', 'INACTIVE'],
  initialStatus: 'ACTIVE',
  hasCreateForm: false,
  fields: {
    level: choice('Level', 'logLevel', ['DEBUG', 'INFO', 'WARN', 'ERROR']),
    message: text('Message'),
    date: dateTime('Date'),
    // Who it concerns: the user signing in, the one changing the configuration; a user's page
    // lists their sign-ins by it.
    username: text('Username'),
  },
  listColumns: ['registration', 'date', 'level', 'username', 'message'],
  searchFields: ['registration', 'message'],
});

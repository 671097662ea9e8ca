import { defineEntity } from '../define-entity.ts';
import { choice, dateTime, longText, text } from '../shared/field-builders.ts';

/** A log line written by a script run. */
export const scriptLogEntity = defineEntity({
  name: 'ScriptLog',
  domain: 'script',
  prefix: 'SLG',
  types: ['RUN', 'CRON', 'HOOK'],
  // foundation.md §2: /script-logs pages by 20, without Add, suggestions, KPIs or transitions.
  listPage: { pageSize: 20, addButton: false, autocomplete: false, kpis: false, transitions: false },
  apiSegment: 'logs',
  group: 'administration',
  menuOrder: 100,
  statuses: ['DRAFT', 'ACTIVE', 'INACTIVE'],
  initialStatus: 'ACTIVE',
  hasCreateForm: false,
  fields: {
    requestId: text('Request'),
    scriptName: text('Script'),
    username: text('User'),
    level: choice('Level', 'logLevel', ['DEBUG', 'INFO', 'WARN', 'ERROR']),
    expirationDate: dateTime('Expires at'),
    output: longText('Output'),
  },
  listColumns: ['registration', 'scriptName', 'level', 'username'],
  searchFields: ['registration', 'scriptName', 'requestId'],
  advancedSearch: ['requestId', 'scriptName', 'username', 'level', 'expirationDate', 'output'],
});

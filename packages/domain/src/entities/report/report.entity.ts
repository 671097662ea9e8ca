import { defineEntity } from '../define-entity.ts';
import { choice, dateTime, longText, text } from '../shared/field-builders.ts';

/** A report definition and its last run. */
export const reportEntity = defineEntity({
  name: 'Report',
  domain: 'report',
  prefix: 'RPT',
  types: ['LIST', 'DOCUMENT', 'DASHBOARD', 'REGULATORY'],
  group: 'governance',
  menuOrder: 170,
  statuses: ['DRAFT', 'ACTIVE', 'INACTIVE'],
  initialStatus: 'ACTIVE',
  fields: {
    description: longText('Description'),
    scriptName: text('Script'),
    format: choice('Format', 'reportFormat', ['XLSX', 'CSV', 'PDF']),
    lastRunAt: dateTime('Last run'),
  },
  listColumns: ['registration', 'name', 'format', 'lastRunAt', 'status'],
  searchFields: ['registration', 'name'],
});

import { defineEntity } from '../define-entity.ts';
import { choice, dateTime, longText, text } from '../shared/field-builders.ts';

/**
 * A report definition and its last run. A report of type DOCUMENT is a tenant's document template
 * (docs/printing.md): a Word file filled from a record of `printedEntity`, offered by that
 * entity's Print while the report is ACTIVE.
 */
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
    printedEntity: text('Printed entity'),
    template: { type: 'file', label: 'Template', extensions: ['docx'], maxSize: 10 },
  },
  listColumns: ['registration', 'name', 'format', 'lastRunAt', 'status'],
  searchFields: ['registration', 'name'],
});

import { processingStatuses } from '../../workflow/processing.ts';
import { defineEntity } from '../define-entity.ts';
import { count, dateTime, text } from '../shared/field-builders.ts';

/**
 * A file of records loaded into an entity (foundation.md §1): uploaded on /imports, its columns
 * mapped to fields, its rows checked and written by a job. Its status and counts are the job's:
 * the server writes them, actions (processing.ts) move them.
 */
export const importEntity = defineEntity({
  name: 'Import',
  domain: 'script',
  prefix: 'IMP',
  types: ['CREATE'],
  group: 'administration',
  menuOrder: 230,
  statuses: processingStatuses,
  initialStatus: 'DRAFT',
  fields: {
    entityName: text('Entity'),
    fileName: text('File name'),
    rowCount: count('Rows'),
    writtenCount: count('Written'),
    errorCount: count('Errors'),
    startedAt: dateTime('Started at'),
    endedAt: dateTime('Ended at'),
    // How its texts' numbers and dates are written: the uploader's.
    locale: text('Locale'),
  },
  listColumns: ['registration', 'entityName', 'fileName', 'rowCount', 'errorCount', 'status'],
  searchFields: ['registration', 'fileName', 'entityName'],
  detailCards: ['ImportResults'],
  // A file is uploaded from the list's own tool, not keyed in a form.
  hasCreateForm: false,
});

import { defineEntity } from '../define-entity.ts';
import { count, dateTime, text } from '../shared/field-builders.ts';

/** A file of records loaded into an entity. */
export const importEntity = defineEntity({
  name: 'Import',
  domain: 'script',
  prefix: 'IMP',
  types: ['CREATE', 'UPDATE', 'UPSERT'],
  group: 'administration',
  menuOrder: 230,
  statuses: ['DRAFT', 'PROCESSING', 'SUCCESS', 'ERROR'],
  initialStatus: 'DRAFT',
  fields: {
    entityName: text('Entity'),
    fileName: text('File name'),
    rowCount: count('Rows'),
    errorCount: count('Errors'),
    importedAt: dateTime('Imported at'),
  },
  listColumns: ['registration', 'entityName', 'fileName', 'rowCount', 'status'],
  searchFields: ['registration', 'fileName', 'entityName'],
});

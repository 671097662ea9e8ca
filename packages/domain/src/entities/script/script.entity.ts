import { defineEntity } from '../define-entity.ts';
import { choice, longText } from '../shared/field-builders.ts';

/** A server-side script run by name (layouts, computations, lists). */
export const scriptEntity = defineEntity({
  name: 'Script',
  domain: 'script',
  prefix: 'SCR',
  types: ['LAYOUT', 'WORKFLOW', 'EXTENSION', 'RUN', 'REPORT'],
  group: 'administration',
  menuOrder: 90,
  statuses: ['DRAFT', 'ACTIVE', 'INACTIVE'],
  initialStatus: 'ACTIVE',
  fields: {
    code: longText('Code'),
    language: choice('Language', 'scriptLanguage', ['JAVASCRIPT', 'SQL']),
    description: longText('Description'),
  },
  listColumns: ['registration', 'name', 'language', 'status'],
  searchFields: ['registration', 'name'],
});

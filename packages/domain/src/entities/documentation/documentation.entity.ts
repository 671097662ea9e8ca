import { defineEntity } from '../define-entity.ts';
import { text } from '../shared/field-builders.ts';
import { documentationWorkflow } from './documentation.workflow.ts';

/** A page of the documentation, in markdown. */
export const documentationEntity = defineEntity({
  name: 'Documentation',
  domain: 'core',
  prefix: 'DCN',
  types: ['GUIDE', 'REFERENCE', 'RELEASE_NOTE', 'FAQ'],
  group: 'administration',
  menuOrder: 260,
  workflow: documentationWorkflow,
  fields: {
    path: text('Path'),
    locale: text('Locale'),
    content: { type: 'markdown', label: 'Content' },
  },
  listColumns: ['registration', 'name', 'path', 'locale'],
  searchFields: ['registration', 'name', 'path'],
});

import type { FieldDefinition } from '../../fields/field-definition.ts';
import { defineEntity } from '../define-entity.ts';
import type { EntityDefinition } from '../entity-definition.ts';
import { choice, longText, text } from '../shared/field-builders.ts';
import { scriptWorkflow } from './script.workflow.ts';

/**
 * A tenant's script, run by name in the sandbox (docs/scripts.md): its code defines
 * `execute(params, context)`. Its type is its kind, BUSINESS unless told; only an ACTIVE script
 * runs, in place of the product's built-in one of the same name.
 */
const declared = defineEntity({
  name: 'Script',
  domain: 'script',
  prefix: 'SCR',
  types: ['BUSINESS', 'LAYOUT', 'LIST', 'REPORT', 'WORKFLOW', 'EXTENSION', 'RUN'],
  group: 'administration',
  menuOrder: 90,
  workflow: scriptWorkflow,
  fields: {
    code: longText('Code'),
    language: choice('Language', 'scriptLanguage', ['JAVASCRIPT', 'SQL']),
    description: longText('Description'),
    // A business script may run on an entity's writes, in their transaction (docs/scripts.md).
    entityName: text('Entity'),
    event: choice('Runs on', 'scriptEvent', ['BEFORE_SAVE', 'AFTER_SAVE', 'AFTER_TRANSITION']),
  },
  listColumns: ['registration', 'name', 'language', 'status'],
  searchFields: ['registration', 'name'],
  knownByName: true,
});

// A script saved without a kind is a business script.
const typeField: FieldDefinition = {
  label: 'Type',
  ...declared.fields.type,
  type: 'select',
  default: 'BUSINESS',
};

export const scriptEntity: EntityDefinition = {
  ...declared,
  fields: { ...declared.fields, type: typeField },
};

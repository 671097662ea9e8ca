import type { FieldDefinition } from '../../fields/field-definition.ts';
import { commonFields, defineEntity } from '../define-entity.ts';
import { personFields, personForm } from '../person/person-shape.ts';
import { link } from '../shared/field-builders.ts';
import { prospectWorkflow } from './prospect.workflow.ts';

// A prospect's registration is its own generated number and its status its workflow's; a user
// account comes with the person it becomes. Its relations (descendants, organisation) are the
// person's: its page draws them, and the person it becomes keeps them.
const { registration, status, username, ...sharedFields } = personFields;

const fields = {
  ...sharedFields,
  source: { type: 'text', label: 'Source' },
  // Set by the conversion alone, in its transaction.
  personRegistration: link('Converted into', 'Person', { readOnly: true }),
} satisfies Record<string, FieldDefinition>;

/**
 * A person not yet a client (business-areas.md §2, §3): the person's fields, variants by type,
 * sections, dialogs and server checks, kept apart until the Convert transition makes it a person.
 */
export const prospectEntity = defineEntity({
  name: 'Prospect',
  domain: 'person',
  prefix: 'PSP',
  group: 'people',
  menuOrder: 20,
  hasDocuments: true,
  documentTypes: ['ID', 'PROOF_OF_ADDRESS', 'BANK_DETAILS', 'MANDATE', 'CONTRACT', 'OTHER'],
  workflow: prospectWorkflow,
  // The person's types, from the same tenant list: the same variants.
  typeList: 'personType',
  fields,
  listColumns: [
    'registration',
    'name',
    'type',
    { key: 'address', label: 'Address', path: 'addresses.0.addressLine' },
    'status',
  ],
  searchFields: ['registration', 'name', 'email', 'phone', 'mobile'],
  advancedSearch: [
    'name',
    'birthDate',
    'type',
    'status',
    'nationality',
    'legalForm',
    'activityCode',
    'mobile',
    'phone',
    'email',
    'lastName',
    'firstName',
  ],
  form: [
    ...personForm.map((section) => ({
      ...section,
      fields: section.fields.filter((field) => field in fields || field in commonFields),
    })),
    { title: 'Prospection', fields: ['source', 'personRegistration'] },
  ],
});

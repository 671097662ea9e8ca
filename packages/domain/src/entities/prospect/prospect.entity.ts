import { defineEntity } from '../define-entity.ts';
import { personEntity } from '../person/person.entity.ts';
import { link, text } from '../shared/field-builders.ts';
import { prospectWorkflow } from './prospect.workflow.ts';

// A prospect has a person's fields (its types among them), but its own statuses, no user of its own
// yet, and the person it became rather than the prospect it came from.
const notOfProspects = new Set(['status', 'username', 'prospectRegistration']);
const personFields = Object.fromEntries(
  Object.entries(personEntity.fields).filter(([field]) => !notOfProspects.has(field)),
);

/**
 * A person not yet a client (business-areas.md §2, §3): the same variants, sections, dialogs and
 * checks as a person, kept apart until the CONVERT transition makes a person of it.
 */
export const prospectEntity = defineEntity({
  name: 'Prospect',
  domain: 'person',
  prefix: 'PSP',
  group: 'people',
  menuOrder: 20,
  hasDocuments: true,
  clientRegistration: true,
  workflow: prospectWorkflow,
  // A prospect is typed as a person is.
  typeList: 'personType',
  fields: {
    ...personFields,
    source: text('Source'),
    personRegistration: link('Person', 'Person', { readOnly: true }),
  },
  listColumns: [
    'registration',
    'name',
    'type',
    { key: 'address', label: 'Address', path: 'addresses.0.addressLine' },
    'source',
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
    ...personEntity.form.map((section) => ({
      ...section,
      fields: section.fields.filter((field) => !notOfProspects.has(field) || field === 'status'),
    })),
    { title: 'Prospect', fields: ['source', 'personRegistration'] },
  ],
});

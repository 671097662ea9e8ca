import { defineEntity } from '../define-entity.ts';
import { link } from '../shared/field-builders.ts';
import { personWorkflow } from './person.workflow.ts';
import { personFields, personForm } from './person-shape.ts';

/** Person: individuals, employees, professionals, companies and organisations (business-areas.md §3). */
export const personEntity = defineEntity({
  name: 'Person',
  domain: 'person',
  prefix: 'PER',
  group: 'people',
  menuOrder: 10,
  hasDocuments: true,
  documentTypes: ['ID', 'PROOF_OF_ADDRESS', 'BANK_DETAILS', 'MANDATE', 'CONTRACT', 'OTHER'],
  statusList: 'personStatus',
  workflow: personWorkflow,
  clientRegistration: true,
  fields: {
    ...personFields,
    // The prospect the person was converted from: its history and its first exchanges stay there.
    prospectRegistration: link('Converted from', 'Prospect', { readOnly: true }),
  },
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
    'email',
    'lastName',
    'firstName',
  ],
  form: personForm.map((section) =>
    section.title === 'Relations'
      ? { ...section, fields: [...section.fields, 'prospectRegistration'] }
      : section,
  ),
});

import { defineEntity } from '../define-entity.ts';
import { companyFields, contactFields } from '../person/person-field-groups.ts';
import { choice, date, email, phone, text } from '../shared/field-builders.ts';

/** A person not yet a client: same shape as a person, kept apart until converted. */
export const prospectEntity = defineEntity({
  name: 'Prospect',
  domain: 'person',
  prefix: 'PSP',
  group: 'people',
  menuOrder: 20,
  hasDocuments: true,
  statuses: ['NEW', 'CONTACTED', 'QUALIFIED', 'CONVERTED', 'LOST'],
  initialStatus: 'NEW',
  types: ['C', 'E', 'I', 'O', 'P'],
  fields: {
    firstName: text('First name'),
    lastName: text('Last name'),
    email: email(),
    phone: phone(),
    mobile: phone('Mobile'),
    birthDate: date('Birth date'),
    nationality: choice('Nationality', 'country'),
    legalForm: choice('Legal form', 'legalForm'),
    activityCode: text('Activity code'),
    addressLine: text('Address'),
    source: text('Source'),
    // A prospect is qualified with the same company data and contacts a person keeps.
    company: { type: 'object', label: 'Legal', fields: companyFields },
    contacts: { type: 'list', label: 'Contacts', fields: contactFields },
  },
  listColumns: ['registration', 'name', 'type', 'addressLine', 'status'],
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
});

import { defineEntity } from '../define-entity.ts';
import { amount, currency, date, link, text } from '../shared/field-builders.ts';

/** A client project financed by one or more deals. */
export const projectEntity = defineEntity({
  name: 'Project',
  domain: 'project',
  prefix: 'PRJ',
  types: ['INTERNAL', 'CLIENT', 'IMPLEMENTATION'],
  group: 'governance',
  menuOrder: 80,
  statuses: ['DRAFT', 'ACTIVE', 'DONE', 'CANCELLED'],
  initialStatus: 'DRAFT',
  fields: {
    clientRegistration: link('Client', 'Person', { roles: ['CLIENT'] }),
    ownerRegistration: link('Owner', 'Person'),
    clientOwnerRegistration: link('Client owner', 'Person'),
    orgaRegistration: link('Organization', 'Person'),
    addressLine: text('Address'),
    startDate: date('Start date'),
    endDate: date('End date'),
    budget: amount('Budget'),
    currency: currency(),
  },
  listColumns: ['registration', 'name', 'clientRegistration', 'startDate', 'status'],
  searchFields: ['registration', 'name'],
  advancedSearch: [
    'status',
    'type',
    'clientRegistration',
    'ownerRegistration',
    'clientOwnerRegistration',
    'orgaRegistration',
    'addressLine',
    'startDate',
    'endDate',
  ],
});

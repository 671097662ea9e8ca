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
    clientRegistration: link('Client'),
    ownerRegistration: link('Owner'),
    clientOwnerRegistration: link('Client owner'),
    orgaRegistration: link('Organization'),
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

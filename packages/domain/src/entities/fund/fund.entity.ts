import { defineEntity } from '../define-entity.ts';
import { amount, choice, currency, date } from '../shared/field-builders.ts';

/** A source of refinancing: a bank line or fund that buys or finances contracts. */
export const fundEntity = defineEntity({
  name: 'Fund',
  domain: 'financing',
  prefix: 'FND',
  group: 'contracts',
  menuOrder: 140,
  statuses: ['DRAFT', 'ACTIVE', 'CLOSED'],
  initialStatus: 'DRAFT',
  fields: {
    financingType: choice('Financing type', 'financingType'),
    financingNature: choice('Financing nature', 'financingNature'),
    financingFinality: choice('Financing finality', 'financingFinality'),
    managementType: choice('Management type', 'managementType'),
    creditLimit: amount('Credit limit'),
    outstanding: amount('Outstanding'),
    available: amount('Available'),
    currency: currency(),
    startDate: date('Start date'),
    endDate: date('End date'),
  },
  listColumns: [
    'registration',
    'status',
    'name',
    'type',
    'financingType',
    'financingNature',
    'financingFinality',
    'managementType',
    'creditLimit',
    'outstanding',
    'available',
  ],
  searchFields: ['registration', 'name'],
});

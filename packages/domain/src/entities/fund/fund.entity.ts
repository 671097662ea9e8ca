import { defineEntity } from '../define-entity.ts';
import { amount, choice, currency, date } from '../shared/field-builders.ts';
import { managementType } from '../shared/management-type.ts';
import { fundWorkflow } from './fund.workflow.ts';

/** A source of refinancing: a bank line or fund that buys or finances contracts. */
export const fundEntity = defineEntity({
  name: 'Fund',
  domain: 'financing',
  prefix: 'FND',
  types: ['BANK', 'SECURITISATION_VEHICLE', 'INVESTMENT_FUND', 'OWN_FUNDS'],
  group: 'contracts',
  menuOrder: 140,
  workflow: fundWorkflow,
  fields: {
    financingType: choice('Financing type', 'financingType', [
      'LOAN',
      'SALE_OF_RECEIVABLES',
      'SECURITISATION',
    ]),
    // Whether the lender may turn back to the lessor when a refinanced contract defaults.
    financingNature: choice('Financing nature', 'financingNature', ['WITH_RECOURSE', 'WITHOUT_RECOURSE']),
    financingFinality: choice('Financing finality', 'financingFinality', [
      'EQUIPMENT',
      'VEHICLE',
      'REAL_ESTATE',
      'WORKING_CAPITAL',
    ]),
    managementType: managementType(),
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

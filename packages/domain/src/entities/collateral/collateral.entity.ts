import { defineEntity } from '../define-entity.ts';
import { amount, currency, date, link, longText, rate } from '../shared/field-builders.ts';

/** A guarantee backing a contract: deposit, pledge, personal guarantee. */
export const collateralEntity = defineEntity({
  name: 'Collateral',
  domain: 'financing',
  prefix: 'COL',
  group: 'contracts',
  menuOrder: 130,
  statuses: ['DRAFT', 'ACTIVE', 'RELEASED'],
  initialStatus: 'DRAFT',
  types: ['DEPOSIT', 'PLEDGE', 'GUARANTEE', 'MORTGAGE'],
  fields: {
    description: longText('Description'),
    startDate: date('Start date'),
    endDate: date('End date'),
    amount: amount('Amount'),
    percentage: rate('Percentage'),
    personRegistration: link('Guarantor'),
    contractRegistration: link('Contract'),
    currency: currency(),
  },
  listColumns: [
    'registration',
    'status',
    'name',
    'description',
    'startDate',
    'endDate',
    'amount',
    'percentage',
    'personRegistration',
    'type',
  ],
  searchFields: ['registration', 'name', 'personRegistration'],
  advancedSearch: [
    'registration',
    'status',
    'name',
    'startDate',
    'endDate',
    'amount',
    'percentage',
    'personRegistration',
    'type',
  ],
});

import { defineEntity } from '../define-entity.ts';
import { amount, choice, currency, date, link, text } from '../shared/field-builders.ts';

/** A service financed with a contract (insurance, maintenance), priced per period. */
export const financingServiceEntity = defineEntity({
  name: 'FinancingService',
  domain: 'financing',
  prefix: 'FSV',
  types: ['INSURANCE', 'MAINTENANCE', 'ASSISTANCE', 'REPLACEMENT_VEHICLE', 'TYRES', 'FUEL_CARD'],
  group: 'catalog',
  menuOrder: 90,
  statuses: ['DRAFT', 'ACTIVE', 'INACTIVE'],
  initialStatus: 'ACTIVE',
  fields: {
    code: text('Code'),
    contractRegistration: link('Contract', 'Contract'),
    supplierRegistration: link('Supplier', 'Person', { roles: ['SUPPLIER'] }),
    amount: amount('Amount'),
    currency: currency(),
    frequency: choice('Frequency', 'frequency', ['MONTHLY', 'QUARTERLY', 'SEMIANNUAL', 'ANNUAL']),
    startDate: date('Start date'),
    endDate: date('End date'),
  },
  listColumns: ['registration', 'code', 'name', 'contractRegistration', 'amount', 'status'],
  searchFields: ['registration', 'code', 'name', 'contractRegistration'],
});

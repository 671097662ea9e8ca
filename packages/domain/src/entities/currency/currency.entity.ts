import { defineEntity } from '../define-entity.ts';
import { count, decimal, text } from '../shared/field-builders.ts';

/** A currency with its decimals and exchange rate. */
export const currencyEntity = defineEntity({
  name: 'Currency',
  domain: 'core',
  prefix: 'CUR',
  types: ['FUNCTIONAL', 'FOREIGN'],
  group: 'accounting',
  menuOrder: 60,
  statuses: ['DRAFT', 'ACTIVE', 'INACTIVE'],
  initialStatus: 'ACTIVE',
  fields: {
    code: text('Code', { mandatory: true }),
    symbol: text('Symbol'),
    decimals: count('Decimals', { max: 4 }),
    exchangeRate: decimal('Exchange rate'),
  },
  listColumns: ['registration', 'code', 'name', 'decimals', 'status'],
  searchFields: ['registration', 'code', 'name'],
});

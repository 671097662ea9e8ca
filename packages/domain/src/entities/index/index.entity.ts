import { defineEntity } from '../define-entity.ts';
import { currency, date, decimal, text } from '../shared/field-builders.ts';

/** A market index (Euribor, inflation) a rate may follow. */
export const indexEntity = defineEntity({
  name: 'Index',
  domain: 'core',
  prefix: 'IDX',
  types: ['INTEREST_RATE', 'INFLATION', 'PRICE'],
  group: 'catalog',
  menuOrder: 100,
  statuses: ['DRAFT', 'ACTIVE', 'INACTIVE'],
  initialStatus: 'ACTIVE',
  fields: {
    code: text('Code'),
    value: decimal('Value'),
    date: date('Date'),
    currency: currency(),
  },
  listColumns: ['registration', 'code', 'name', 'value', 'date'],
  searchFields: ['registration', 'code', 'name'],
});

import { defineEntity } from '../define-entity.ts';
import { date, decimal, text } from '../shared/field-builders.ts';

/** A dated value of an index. */
export const indiceEntity = defineEntity({
  name: 'Indice',
  domain: 'core',
  prefix: 'IDV',
  types: ['INTEREST_RATE', 'INFLATION', 'PRICE'],
  group: 'catalog',
  menuOrder: 110,
  statuses: ['DRAFT', 'ACTIVE', 'INACTIVE'],
  initialStatus: 'ACTIVE',
  fields: {
    indexCode: text('Index'),
    value: decimal('Value'),
    date: date('Date'),
  },
  listColumns: ['registration', 'indexCode', 'date', 'value'],
  searchFields: ['registration', 'indexCode'],
});

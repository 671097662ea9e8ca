import { defineEntity } from '../define-entity.ts';
import { amount, count, interestRate, text } from '../shared/field-builders.ts';

/** A rate grid of a product: rates by duration and amount. */
export const productTableEntity = defineEntity({
  name: 'ProductTable',
  domain: 'financing',
  prefix: 'PTB',
  types: ['RATE', 'RESIDUAL_VALUE', 'COMMISSION'],
  group: 'catalog',
  menuOrder: 70,
  statuses: ['DRAFT', 'ACTIVE', 'INACTIVE'],
  initialStatus: 'ACTIVE',
  fields: {
    code: text('Code'),
    productCode: text('Product'),
    rows: {
      type: 'list',
      label: 'Rows',
      fields: {
        minDuration: count('Minimum duration'),
        maxDuration: count('Maximum duration'),
        minAmount: amount('Minimum amount'),
        maxAmount: amount('Maximum amount'),
        rate: interestRate('Rate'),
      },
    },
  },
  listColumns: ['registration', 'code', 'name', 'productCode', 'status'],
  searchFields: ['registration', 'code', 'name'],
});

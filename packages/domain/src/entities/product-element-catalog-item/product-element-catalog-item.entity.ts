import { defineEntity } from '../define-entity.ts';
import { amount, currency, rate, text } from '../shared/field-builders.ts';

/** A building block of a product: a fee, an insurance, a service. */
export const productElementCatalogItemEntity = defineEntity({
  name: 'ProductElementCatalogItem',
  domain: 'financing',
  prefix: 'PEC',
  types: ['FEE', 'INSURANCE', 'SERVICE', 'COMMISSION'],
  group: 'catalog',
  menuOrder: 60,
  statuses: ['DRAFT', 'ACTIVE', 'INACTIVE'],
  initialStatus: 'ACTIVE',
  fields: {
    code: text('Code'),
    productCode: text('Product'),
    amount: amount('Amount'),
    rate: rate('Rate'),
    currency: currency(),
  },
  listColumns: ['registration', 'code', 'name', 'productCode', 'status'],
  searchFields: ['registration', 'code', 'name'],
});

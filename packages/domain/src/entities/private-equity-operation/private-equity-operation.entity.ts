import { defineEntity } from '../define-entity.ts';
import { amount, currency, date, link } from '../shared/field-builders.ts';

/** A capital operation on a private equity holding (subscription, call, distribution). */
export const privateEquityOperationEntity = defineEntity({
  name: 'PrivateEquityOperation',
  domain: 'private-equity',
  prefix: 'PEO',
  types: ['INVESTMENT', 'DIVESTMENT', 'DIVIDEND', 'CAPITAL_CALL', 'DISTRIBUTION'],
  apiSegment: 'operations',
  group: 'contracts',
  menuOrder: 170,
  statuses: ['DRAFT', 'ACTIVE', 'INACTIVE'],
  initialStatus: 'DRAFT',
  fields: {
    assetRegistration: link('Holding', 'PrivateEquityAsset'),
    date: date('Date'),
    amount: amount('Amount'),
    currency: currency(),
  },
  listColumns: ['registration', 'name', 'assetRegistration', 'date', 'amount', 'status'],
  searchFields: ['registration', 'name', 'assetRegistration'],
});

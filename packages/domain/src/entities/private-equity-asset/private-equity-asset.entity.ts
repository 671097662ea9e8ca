import { defineEntity } from '../define-entity.ts';
import { amount, choice, currency, date, text } from '../shared/field-builders.ts';

/** A holding of the private equity book: a company share, a fund unit. */
export const privateEquityAssetEntity = defineEntity({
  name: 'PrivateEquityAsset',
  domain: 'private-equity',
  prefix: 'PEA',
  types: ['COMPANY', 'REAL_ESTATE', 'FUND'],
  apiSegment: 'assets',
  group: 'contracts',
  menuOrder: 160,
  statuses: ['DRAFT', 'ACTIVE', 'INACTIVE'],
  initialStatus: 'ACTIVE',
  fields: {
    role: choice('Role', 'privateEquityRole', [
      'LEAD_INVESTOR',
      'CO_INVESTOR',
      'MINORITY_SHAREHOLDER',
      'MANAGER',
    ]),
    address: text('Address'),
    valuation: amount('Valuation'),
    currency: currency(),
    acquisitionDate: date('Acquired on'),
  },
  listColumns: ['registration', 'status', 'name', 'role', 'type', 'address'],
  searchFields: ['registration', 'name'],
  advancedSearch: ['registration', 'status', 'name', 'role', 'type'],
});

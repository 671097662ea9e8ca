import { defineEntity } from '../define-entity.ts';
import { amount, currency, longText, text } from '../shared/field-builders.ts';

/** A service sold with an asset (maintenance, insurance, tyres). */
export const assetServiceCatalogItemEntity = defineEntity({
  name: 'AssetServiceCatalogItem',
  domain: 'asset',
  prefix: 'ASV',
  types: ['MAINTENANCE', 'INSURANCE', 'ASSISTANCE', 'TYRES', 'REPLACEMENT_VEHICLE'],
  group: 'catalog',
  menuOrder: 20,
  statuses: ['DRAFT', 'ACTIVE', 'INACTIVE'],
  initialStatus: 'ACTIVE',
  // Kept in a spreadsheet like the company's asset items: its rows are pasted, or its file read.
  acceptsPastedRows: true,
  fields: {
    code: text('Code'),
    description: longText('Description'),
    // The vehicles the service applies to; blank for any.
    manufacturer: text('Manufacturer'),
    model: text('Model'),
    category: text('Category'),
    unitPrice: amount('Unit price'),
    currency: currency(),
    taxCode: text('Tax code'),
  },
  listColumns: ['registration', 'status', 'code', 'name', 'description'],
  searchFields: ['registration', 'code', 'name', 'manufacturer', 'model'],
  advancedSearch: ['code', 'name', 'status'],
});

import { defineEntity } from '../define-entity.ts';
import { amount, currency, date, text } from '../shared/field-builders.ts';

/** A catalogue model (vehicle, machine) with its reference price. */
export const assetCatalogItemEntity = defineEntity({
  name: 'AssetCatalogItem',
  domain: 'asset',
  prefix: 'ASC',
  types: ['VEHICLE', 'EQUIPMENT', 'IT', 'REAL_ESTATE', 'OTHER'],
  group: 'catalog',
  menuOrder: 10,
  statuses: ['DRAFT', 'ACTIVE', 'INACTIVE'],
  initialStatus: 'ACTIVE',
  // A price list is kept in a spreadsheet: its rows are pasted, or its file read, onto the list.
  acceptsPastedRows: true,
  fields: {
    code: text('Code'),
    catalogName: text('Catalogue'),
    manufacturer: text('Manufacturer'),
    model: text('Model'),
    category: text('Category'),
    unitPrice: amount('Unit price'),
    currency: currency(),
    taxCode: text('Tax code'),
    startDate: date('Start date'),
    endDate: date('End date'),
    date: date('Catalogue date'),
  },
  listColumns: ['registration', 'code', 'name', 'manufacturer', 'model', 'unitPrice', 'status'],
  searchFields: ['registration', 'code', 'name', 'manufacturer', 'model'],
  advancedSearch: ['type', 'code', 'name', 'status', 'catalogName', 'startDate', 'endDate', 'date'],
});

import { defineEntity } from '../define-entity.ts';
import {
  amount,
  assetLines,
  currency,
  date,
  organization,
  persons,
  quotations,
  references,
  text,
} from '../shared/field-builders.ts';
import { creditLineWorkflow } from './credit-line.workflow.ts';

/** A financing limit granted to a client or partner (business-areas.md §3). */
export const creditLineEntity = defineEntity({
  name: 'CreditLine',
  domain: 'financing',
  prefix: 'CRL',
  listPage: { include: 'personsNames,assetsNames', kpiSums: ['creditLimit', 'outstanding', 'available'] },
  group: 'contracts',
  menuOrder: 50,
  hasDocuments: true,
  workflow: creditLineWorkflow,
  types: ['STOCK', 'INVESTMENT', 'REVOLVING'],
  fields: {
    startDate: date('Start date'),
    endDate: date('End date'),
    currency: currency(),
    creditLimit: amount('Credit limit', { mandatory: true }),
    outstanding: amount('Outstanding'),
    pending: amount('Pending'),
    available: amount('Available'),
    liveStock: amount('Live stock'),
    financialProduct: text('Financial product'),
    organization: organization(),
    // A supplier of the stock the line finances is a SUPPLIER while an asset line names it.
    persons: persons(['CLIENT', 'PARTNER', 'SUPPLIER']),
    quotations: quotations(),
    assets: assetLines(),
    ...references,
  },
  listColumns: [
    'registration',
    'status',
    'name',
    { key: 'client', label: 'Client', path: 'persons', personRole: 'CLIENT' },
    { key: 'partner', label: 'Partner', path: 'persons', personRole: 'PARTNER' },
    // business-areas.md §7: the organisation's name comes along only while its column shows.
    {
      key: 'organization',
      label: 'Organization',
      path: 'organization.registration',
      nameField: 'organizationName',
      hidden: true,
    },
    'creditLimit',
    'outstanding',
    'available',
    'currency',
  ],
  searchFields: ['registration', 'name', 'internalReference', 'externalReference'],
  advancedSearch: ['type', 'status', 'name', 'startDate', 'endDate', 'currency', 'financialProduct'],
});

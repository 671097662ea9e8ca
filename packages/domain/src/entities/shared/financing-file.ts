import type { EntityDeclaration } from '../entity-definition.ts';
import {
  amount,
  assetLines,
  choice,
  count,
  currency,
  date,
  interestRate,
  link,
  longText,
  organization,
  persons,
  quotations,
  references,
  text,
} from '../shared/field-builders.ts';
import { managementType } from './management-type.ts';
import { rentTaxCode } from './rent-tax-codes.ts';

/**
 * What a contract and a deal both are: a financing file with its persons, assets and quotations,
 * listed and searched the same way. A deal becomes a contract, so the two stay alike by construction.
 */
export const financingFile = {
  fields: {
    contractType: choice('Contract type', 'contractType', [
      'LEASE',
      'LOAN',
      'HIRE_PURCHASE',
      'OPERATING_LEASE',
    ]),
    managementType: managementType(),
    purpose: text('Purpose'),
    subPurpose: text('Sub-purpose'),
    clientRegistration: link('Client', 'Person'),
    partnerRegistration: link('Partner', 'Person'),
    salesRegistration: link('Sales', 'Person'),
    financialProduct: text('Financial product'),
    financialScheme: text('Financial scheme'),
    financedAmountExclTax: amount('Financed amount excl. tax'),
    duration: count('Duration (months)', { max: 600 }),
    frequency: choice('Frequency', 'frequency', ['MONTHLY', 'QUARTERLY', 'SEMIANNUAL', 'ANNUAL']),
    rate: interestRate('Rate'),
    startDate: date('Start date'),
    // The terms of the schedule (contract-schedule.ts): when and how the instalments fall due.
    firstPaymentDate: date('First payment date'),
    paymentTiming: {
      ...choice('Payment timing', 'paymentTiming', ['ADVANCE', 'ARREARS']),
      default: 'ARREARS',
    },
    residualValue: amount('Residual value'),
    downPayment: amount('Down payment'),
    deferredPeriods: count('Deferred periods', { max: 600 }),
    fees: amount('Fees'),
    taxCode: rentTaxCode(),
    endDate: date('End date'),
    signatureDate: date('Signature date'),
    currency: currency(),
    organization: organization(),
    persons: persons(['CLIENT', 'PARTNER', 'SUPPLIER', 'SALES', 'PAYER', 'PAYEE']),
    assets: assetLines(),
    quotations: quotations(),
    description: longText('Description'),
    ...references,
  },
  listColumns: [
    'registration',
    'status',
    'name',
    'financialProduct',
    'startDate',
    'financedAmountExclTax',
    'currency',
  ],
  searchFields: ['registration', 'name', 'internalReference', 'externalReference'],
  advancedSearch: [
    'type',
    'contractType',
    'status',
    'managementType',
    'purpose',
    'subPurpose',
    'clientRegistration',
    'partnerRegistration',
    'salesRegistration',
    'financialProduct',
    'financialScheme',
    'frequency',
    'duration',
    'financedAmountExclTax',
    'startDate',
    'endDate',
  ],
  listPage: { kpiSums: ['financedAmountExclTax'] },
} satisfies Pick<
  EntityDeclaration,
  'fields' | 'listColumns' | 'searchFields' | 'advancedSearch' | 'listPage'
>;

import type { FieldDefinition } from '../../fields/field-definition.ts';
import { amount, choice, count, date, email, flag, phone, text } from '../shared/field-builders.ts';
import {
  accountingStandards,
  administrativeStatuses,
  collectionMethods,
  companySizes,
  legalProceedingsStatuses,
  mandateSequences,
  mandateStatuses,
  mandateTypes,
  titles,
} from './person-options.ts';

type Fields = Record<string, FieldDefinition>;

/** Company (legal) data of a company, organisation or professional (business-areas.md §3, Company). */
export const companyFields = {
  creationDate: date('Creation date'),
  registrationDate: date('Registration date'),
  shareCapital: amount('Share capital'),
  registrationCountry: choice('Registration country', 'country'),
  registrationPlace: text('Registration place'),
  registrationInfo: text('Registration information'),
  vatScheme: choice('VAT scheme', 'vatScheme'),
  naceCode: text('NACE code'),
  sectorCode: text('Sector code'),
  insuranceNumber: text('Insurance number'),
  legalRepresentative: text('Legal representative'),
  // Active or ceased, as the registry says (foundation.md's ?administrativeStatus=ACTIVE); the
  // legal status itself is the person's legal form.
  administrativeStatus: {
    ...choice('Administrative status', 'administrativeStatus'),
    options: administrativeStatuses,
  },
  yearOfReference: count('Year of reference', { min: 1900, max: 2100 }),
  companySize: { ...choice('Company size', 'companySize'), options: companySizes },
  nbOfEmployees: count('Employees'),
  accountingStandards: {
    ...choice('Accounting standards', 'accountingStandards'),
    options: accountingStandards,
  },
  totalBalancesheet: amount('Total balance sheet'),
  totalTurnover: amount('Total turnover'),
  legalProceedingsStatus: {
    ...choice('Legal proceedings status', 'legalProceedingsStatus'),
    options: legalProceedingsStatuses,
  },
  dateLegalProceeding: date('Legal proceedings date'),
} satisfies Fields;

/** A contact person of a company (business-areas.md §3, Contact). */
export const contactFields = {
  title: { ...choice('Title', 'title'), options: titles },
  firstName: text('First name'),
  lastName: text('Last name'),
  secondName: text('Second name'),
  position: text('Position', { mandatory: true }),
  phone: phone(),
  mobile: phone('Mobile'),
  email: email(),
  linkedIn: text('LinkedIn'),
  facebook: text('Facebook'),
  instagram: text('Instagram'),
  isDefault: flag('Default contact'),
  isSelected: flag('Selected'),
} satisfies Fields;

/**
 * A SEPA direct-debit mandate signed on a bank account: its unique mandate reference (RUM) is
 * unique within the tenant, the creditor identifier carries its check digits, and the account's
 * IBAN is the debtor's.
 */
const sepaMandateFields = {
  rumReference: text('Mandate reference', { mandatory: true, max: 35 }),
  rumName: text('Mandate name'),
  sepaCreditorIdentifier: text('SEPA creditor identifier', {
    mandatory: true,
    identifier: 'sepaCreditorIdentifier',
  }),
  rumDateOfSignature: { ...date('Signature date'), mandatory: true },
  rumPlaceOfSignature: text('Signature place'),
  rumType: { ...choice('Mandate type', 'sepaMandateType'), options: mandateTypes, mandatory: true },
  rumStatus: { ...choice('Mandate status', 'sepaMandateStatus'), options: mandateStatuses, mandatory: true },
  rumSequence: { ...choice('Sequence', 'sepaSequenceType'), options: mandateSequences },
  // CORE for consumers and companies alike; B2B for companies that waived the refund right.
  rumScheme: choice('Scheme', 'collectionMethod', ['CORE', 'B2B']),
  rumFrequency: choice('Collection frequency', 'frequency', ['MONTHLY', 'QUARTERLY', 'SEMIANNUAL', 'ANNUAL']),
  // What its last collection sent went under: a reference or an IBAN changed since is an amendment.
  lastCollectedOn: date('Last collected on'),
  lastCollectedReference: text('Reference last collected'),
  lastCollectedIban: { type: 'iban', label: 'IBAN last collected' },
  // The last direct debit the debtor's bank sent back under it: when, and why (AM04, AC04…).
  lastReturnDate: date('Last returned on'),
  lastReturnReason: text('Last return reason'),
} satisfies Fields;

/** A bank account of a person (business-areas.md §3, Bank account), with its SEPA mandates. */
export const bankAccountFields = {
  name: text('Account name', { mandatory: true }),
  bankIban: { type: 'iban', label: 'IBAN' },
  bankBic: text('BIC'),
  bankName: text('Bank name'),
  bankOwner: text('Account owner'),
  bankOpeningDate: date('Opening date'),
  bankPreferredWithdrawalDate: count('Preferred withdrawal day', { min: 1, max: 31 }),
  externalReference: text('External reference'),
  sepaCreditorIdentifier: text('SEPA creditor identifier', { identifier: 'sepaCreditorIdentifier' }),
  collectionMethods: {
    ...choice('Collection methods', 'paymentMode'),
    options: collectionMethods,
    multiple: true,
  },
  isInactive: flag('Inactive'),
  sepaMandates: { type: 'list', label: 'SEPA mandates', fields: sepaMandateFields },
} satisfies Fields;

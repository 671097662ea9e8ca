import type { FieldDefinition } from '../../fields/field-definition.ts';
import type { FormSection } from '../entity-definition.ts';
import { link } from '../shared/field-builders.ts';
import { bankAccountFields, companyFields, contactFields } from './person-field-groups.ts';
import {
  addressTypes,
  languages,
  legalPersonTypes,
  naturalPersonTypes,
  personRoles,
  personStatuses,
  personTypes,
  titles,
} from './person-options.ts';

const natural = { field: 'type', in: naturalPersonTypes };
const legal = { field: 'type', in: legalPersonTypes };
const company = { field: 'type', in: ['C', 'O', 'P'] };
const professional = { field: 'type', in: ['P'] };

const text = (label: string): FieldDefinition => ({ type: 'text', label });
const amount = (label: string): FieldDefinition => ({ type: 'currency', label });

const addressFields = {
  type: { type: 'select', label: 'Type', list: 'addressType', options: addressTypes, mandatory: true },
  addressLine: text('Address'),
  address1: text('Address line 1'),
  address2: text('Address line 2'),
  zipcode: text('Postcode'),
  city: text('City'),
  state: text('State'),
  country: { type: 'select', label: 'Country', list: 'country' },
} satisfies Record<string, FieldDefinition>;

/**
 * What a person is made of, which a prospect shares (business-areas.md §2, §3): the fields and the
 * form sections whose conditions on the type make the individual, professional and company variants.
 */
export const personFields = {
  type: {
    type: 'select',
    label: 'Type',
    list: 'personType',
    options: personTypes,
    mandatory: true,
    default: 'C',
  },
  status: {
    type: 'select',
    label: 'Status',
    list: 'personStatus',
    options: personStatuses,
    readOnly: true,
  },
  // A professional's registration number is its company number; others get a generated one when empty.
  registration: { type: 'text', label: 'Registration number', mandatoryWhen: professional },
  name: { type: 'text', label: 'Name', mandatoryWhen: legal, visibleWhen: legal },
  roles: {
    type: 'list',
    label: 'Roles',
    fields: {
      role: { type: 'select', label: 'Role', list: 'personRole', options: personRoles, mandatory: true },
    },
  },
  registrations: {
    type: 'list',
    label: 'Registrations',
    fields: {
      type: text('Type'),
      registration: {
        type: 'text',
        label: 'Registration',
        mandatory: true,
        registrationTypeField: 'type',
      },
    },
  },
  orgaRegistration: link('Organization', 'Person'),
  title: { type: 'select', label: 'Title', list: 'title', options: titles, visibleWhen: natural },
  firstName: { type: 'text', label: 'First name', visibleWhen: natural },
  lastName: { type: 'text', label: 'Last name', mandatoryWhen: natural, visibleWhen: natural },
  secondName: { type: 'text', label: 'Second name', visibleWhen: natural },
  commercialName: { type: 'text', label: 'Commercial name', visibleWhen: company },
  // A company's legal forms are those of the country it is registered in, else of its main address.
  legalForm: {
    type: 'select',
    label: 'Legal form',
    list: 'legalForm',
    visibleWhen: company,
    countryFrom: ['company.registrationCountry', 'addresses[0].country'],
  },
  preferredLanguage: { type: 'select', label: 'Preferred language', list: 'language', options: languages },
  phone: { type: 'phone', label: 'Phone' },
  mobile: { type: 'phone', label: 'Mobile' },
  email: { type: 'email', label: 'Email' },
  currency: { type: 'select', label: 'Currency', list: 'currency' },
  birthDate: { type: 'date', label: 'Birth date', visibleWhen: natural },
  birthPlace: { type: 'text', label: 'Birth place', visibleWhen: natural },
  birthZipcode: { type: 'text', label: 'Birth postcode', visibleWhen: natural },
  birthCountry: { type: 'select', label: 'Birth country', list: 'country', visibleWhen: natural },
  nationality: { type: 'select', label: 'Nationality', list: 'nationality', visibleWhen: natural },
  addresses: { type: 'list', label: 'Addresses', fields: addressFields },
  bankAccounts: { type: 'list', label: 'Bank accounts', fields: bankAccountFields },
  // A professional is reached through a professional contact (business-areas.md §2 and §5).
  contacts: { type: 'list', label: 'Contacts', fields: contactFields, mandatoryWhen: professional },
  web: {
    type: 'object',
    label: 'Web',
    fields: {
      website: text('Website'),
      linkedIn: text('LinkedIn'),
      facebook: text('Facebook'),
      instagram: text('Instagram'),
    },
  },
  company: { type: 'object', label: 'Legal', fields: companyFields },
  activityCode: text('Activity code'),
  riskClass: text('Risk class'),
  // The username of the individual's user: a company signs in through its people.
  username: { type: 'username', label: 'Username', visibleWhen: natural },
  descendants: {
    type: 'list',
    label: 'Descendants',
    fields: {
      personRegistration: link('Person', 'Person', { mandatory: true }),
      relation: text('Relation'),
      stake: { type: 'percentage', label: 'Stake' },
    },
  },
  familyMaritalStatus: { type: 'select', label: 'Marital status', list: 'maritalStatus' },
  familyMaritalContract: { type: 'select', label: 'Marital contract', list: 'maritalContract' },
  familyNumberOfDependents: { type: 'integer', label: 'Dependents', min: 0 },
  employmentJobDescription: text('Job'),
  employmentSector: text('Sector'),
  employmentContractType: { type: 'select', label: 'Contract type', list: 'employmentContractType' },
  employmentStartDate: { type: 'date', label: 'Employed since' },
  employmentEndDate: { type: 'date', label: 'Employed until' },
  incomeSource: text('Income source'),
  incomeSalary: amount('Salary'),
  incomeHousing: amount('Housing income'),
  incomeAllocation: amount('Allowances'),
  incomeOther: amount('Other income'),
  incomeTotal: amount('Total income'),
  expenditureHousingMonthlyRental: amount('Rent'),
  expenditureHousingMortgageRepayment: amount('Mortgage repayment'),
  expenditureOtherLoanRepayment: amount('Other loan repayments'),
  expenditureAlimony: amount('Alimony'),
  expenditureTaxes: amount('Taxes'),
  expenditureTotal: amount('Total expenditure'),
} satisfies Record<string, FieldDefinition>;

/** The person's page: its sections, each shown for the types it concerns. */
export const personForm: FormSection[] = [
  {
    title: 'Identity',
    fields: [
      'type',
      'registration',
      'title',
      'firstName',
      'lastName',
      'secondName',
      'name',
      'commercialName',
      'legalForm',
      'preferredLanguage',
      'currency',
      'status',
    ],
  },
  { title: 'Contact details', fields: ['email', 'phone', 'mobile', 'username'] },
  { title: 'Registrations', fields: ['registrations'] },
  { title: 'Roles', fields: ['roles'] },
  { title: 'Addresses', fields: ['addresses'] },
  {
    title: 'Birth',
    fields: ['birthDate', 'birthPlace', 'birthZipcode', 'birthCountry', 'nationality'],
    visibleWhen: natural,
  },
  { title: 'Bank accounts', fields: ['bankAccounts'] },
  { title: 'Contacts', fields: ['contacts'] },
  { title: 'Legal', fields: ['company', 'activityCode', 'riskClass'], visibleWhen: company },
  { title: 'Web', fields: ['web'] },
  { title: 'Relations', fields: ['orgaRegistration', 'descendants'] },
  {
    title: 'Family',
    fields: ['familyMaritalStatus', 'familyMaritalContract', 'familyNumberOfDependents'],
    visibleWhen: natural,
  },
  {
    title: 'Employment',
    fields: [
      'employmentJobDescription',
      'employmentSector',
      'employmentContractType',
      'employmentStartDate',
      'employmentEndDate',
    ],
    visibleWhen: natural,
  },
  {
    title: 'Income',
    fields: [
      'incomeSource',
      'incomeSalary',
      'incomeHousing',
      'incomeAllocation',
      'incomeOther',
      'incomeTotal',
    ],
    visibleWhen: natural,
  },
  {
    title: 'Expenditure',
    fields: [
      'expenditureHousingMonthlyRental',
      'expenditureHousingMortgageRepayment',
      'expenditureOtherLoanRepayment',
      'expenditureAlimony',
      'expenditureTaxes',
      'expenditureTotal',
    ],
    visibleWhen: natural,
  },
];

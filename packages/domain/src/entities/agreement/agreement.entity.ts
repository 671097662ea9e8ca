import { defineEntity } from '../define-entity.ts';
import { date, link, longText, organization, references, text } from '../shared/field-builders.ts';
import { agreementWorkflow } from './agreement.workflow.ts';

/** A partnership agreement with a dealer or introducer (business-areas.md §3). */
export const agreementEntity = defineEntity({
  name: 'Agreement',
  domain: 'financing',
  prefix: 'AGR',
  group: 'contracts',
  menuOrder: 30,
  hasDocuments: true,
  workflow: agreementWorkflow,
  types: ['DEALER', 'INTRODUCER', 'MANUFACTURER'],
  fields: {
    partnerRegistration: link('Partner', 'Person', {
      // business-areas.md §5: an agreement's partner is a partner, a business unit or an agency.
      roles: ['PARTNER', 'BUSINESSUNIT', 'AGENCY'],
    }),
    organization: organization(),
    startDate: date('Start date'),
    endDate: date('End date'),
    trigram: text('Trigram', { min: 3, max: 3 }),
    description: longText('Description'),
    ...references,
  },
  listColumns: ['registration', 'status', 'name', 'type', 'partnerRegistration'],
  searchFields: ['registration', 'name', 'trigram'],
  advancedSearch: ['startDate', 'endDate', 'partnerRegistration', 'status', 'type'],
});

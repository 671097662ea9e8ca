import { defineEntity } from '../define-entity.ts';
import { date, link, text } from '../shared/field-builders.ts';

/** A person targeted by a campaign, with the outcome. */
export const campaignContactEntity = defineEntity({
  name: 'CampaignContact',
  domain: 'communication',
  prefix: 'CPC',
  types: ['PROSPECT', 'CLIENT', 'PARTNER'],
  group: 'people',
  menuOrder: 50,
  statuses: ['PENDING', 'CONTACTED', 'DONE'],
  initialStatus: 'PENDING',
  fields: {
    campaignRegistration: link('Campaign', 'Campaign'),
    personRegistration: link('Person', 'Person'),
    outcome: text('Outcome'),
    contactDate: date('Contacted on'),
  },
  listColumns: ['registration', 'campaignRegistration', 'personRegistration', 'status'],
  searchFields: ['registration', 'campaignRegistration', 'personRegistration'],
});

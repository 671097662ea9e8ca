import { defineEntity } from '../define-entity.ts';
import {
  date,
  link,
  longText,
  organization,
  persons,
  quotations,
  references,
} from '../shared/field-builders.ts';
import { amendmentWorkflow } from './amendment.workflow.ts';

/** A change to a running contract: duration, amount, assets (business-areas.md §3). */
export const amendmentEntity = defineEntity({
  name: 'Amendment',
  domain: 'financing',
  prefix: 'AMD',
  listPage: { include: 'personsNames' },
  group: 'contracts',
  menuOrder: 40,
  hasDocuments: true,
  workflow: amendmentWorkflow,
  types: ['DURATION', 'AMOUNT', 'ASSET', 'EARLY_TERMINATION'],
  fields: {
    organization: organization(),
    contractRegistration: link('Contract', 'Contract'),
    persons: persons(['CLIENT', 'PARTNER']),
    date: date('Date'),
    validityDate: date('Valid until'),
    quotations: quotations(),
    description: longText('Description'),
    ...references,
  },
  listColumns: [
    'registration',
    'status',
    'name',
    'type',
    'contractRegistration',
    { key: 'client', label: 'Client', path: 'persons', personRole: 'CLIENT' },
    { key: 'partner', label: 'Partner', path: 'persons', personRole: 'PARTNER' },
    'date',
  ],
  searchFields: ['registration', 'name', 'contractRegistration'],
  advancedSearch: ['type', 'status', 'contractRegistration', 'date', 'validityDate'],
});

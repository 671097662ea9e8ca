import { defineEntity } from '../define-entity.ts';
import { financingFile } from '../shared/financing-file.ts';
import { dealWorkflow } from './deal.workflow.ts';

/** A financing opportunity, studied and priced before it becomes a contract. */
export const dealEntity = defineEntity({
  name: 'Deal',
  domain: 'financing',
  prefix: 'DEA',
  sortIndexes: ['startDate'],
  group: 'contracts',
  menuOrder: 20,
  hasDocuments: true,
  workflow: dealWorkflow,
  types: ['LEASE', 'LOAN', 'RENTAL'],
  ...financingFile,
  fields: {
    ...financingFile.fields,
    // In percent, by tens: a sales estimate, not a rate the finance engine reads.
    probability: { type: 'slider', label: 'Win probability', min: 0, max: 100 },
  },
});

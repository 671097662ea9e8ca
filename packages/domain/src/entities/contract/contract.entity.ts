import { defineEntity } from '../define-entity.ts';
import { financingFile } from '../shared/financing-file.ts';
import { contractWorkflow } from './contract.workflow.ts';

/** A financing contract: lease or loan on assets, with its persons and quotations. */
export const contractEntity = defineEntity({
  name: 'Contract',
  domain: 'financing',
  prefix: 'CTR',
  sortIndexes: ['startDate', 'financedAmountExclTax'],
  group: 'contracts',
  menuOrder: 10,
  hasDocuments: true,
  workflow: contractWorkflow,
  types: ['LEASE', 'LOAN', 'RENTAL'],
  documentTypes: ['CONTRACT', 'SCHEDULE', 'MANDATE', 'INVOICE', 'ID', 'OTHER'],
  ...financingFile,
});

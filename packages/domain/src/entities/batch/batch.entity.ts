import { processingStatuses } from '../../workflow/processing.ts';
import { defineEntity } from '../define-entity.ts';
import { anyRecordLink, count, dateTime, longText, text } from '../shared/field-builders.ts';

/**
 * A background job run on many records (a billing run, an export, a payment file, a bank statement
 * import, a transition of many records): its status and counts are the job's, written by the server as it goes (processing.ts);
 * an export keeps its file among the batch's documents, a statement import the file it read.
 */
export const batchEntity = defineEntity({
  name: 'Batch',
  domain: 'script',
  prefix: 'BAT',
  types: ['BILLING', 'IMPORT', 'EXPORT', 'PAYMENT', 'ACCOUNTING', 'TRANSITION'],
  documentTypes: ['EXPORT', 'CAMT', 'OTHER'],
  group: 'administration',
  menuOrder: 30,
  statuses: processingStatuses,
  initialStatus: 'DRAFT',
  fields: {
    scriptName: text('Script'),
    entityName: text('Entity'),
    startedAt: dateTime('Started at'),
    endedAt: dateTime('Ended at'),
    total: count('Total'),
    processed: count('Processed'),
    failed: count('Failed'),
    // What a job a request waits for made (a payment file, a bank statement), or why it could not.
    resultRegistration: anyRecordLink('Result'),
    errorMessage: longText('Error'),
  },
  listColumns: ['registration', 'name', 'type', 'entityName', 'processed', 'startedAt', 'status'],
  searchFields: ['registration', 'name', 'scriptName'],
  hasDocuments: true,
  // A batch is started by the work it does (an export from a list), not keyed in a form.
  hasCreateForm: false,
});

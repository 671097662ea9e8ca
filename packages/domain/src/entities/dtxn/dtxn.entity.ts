import { defineEntity } from '../define-entity.ts';
import { count, dateTime, link, longText, text } from '../shared/field-builders.ts';

/**
 * A distributed transaction: one operation on many records done in several database transactions,
 * its steps (a billing run's batches of contracts), tracked to its end by the server that runs it.
 * PENDING while it runs, or when it stopped half way; COMMITTED once it went through its steps and
 * some committed, those that failed counted and said in `details`; ROLLED_BACK when none did
 * (docs/jobs.md).
 */
export const dtxnEntity = defineEntity({
  name: 'Dtxn',
  domain: 'system',
  prefix: 'DTX',
  types: ['CREATE', 'UPDATE', 'TRANSITION', 'IMPORT', 'BILLING'],
  group: 'system',
  menuOrder: 220,
  statuses: ['PENDING', 'COMMITTED', 'ROLLED_BACK'],
  initialStatus: 'PENDING',
  hasCreateForm: false,
  fields: {
    scriptName: text('Script'),
    steps: count('Steps'),
    stepsCommitted: count('Steps committed'),
    stepsFailed: count('Steps failed'),
    startedAt: dateTime('Started at'),
    endedAt: dateTime('Ended at'),
    // The job that ran it, when a request started it as one.
    batchRegistration: link('Batch', 'Batch'),
    // The steps that failed, each with why.
    details: longText('Details'),
  },
  listColumns: [
    'registration',
    'name',
    'type',
    'steps',
    'stepsCommitted',
    'stepsFailed',
    'startedAt',
    'endedAt',
    'status',
  ],
  searchFields: ['registration', 'name', 'scriptName'],
});

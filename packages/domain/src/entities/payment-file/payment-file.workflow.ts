import { transitionSteps } from '../../workflow/transition-steps.ts';
import type { Workflow } from '../../workflow/workflow-definition.ts';

/**
 * A payment file's default workflow: the server makes it (DRAFT while its lines are written, then
 * GENERATED once its XML passed the schema), a clerk marks it sent once the bank has it, and records
 * the bank's rejection. A file not sent yet may be cancelled: its invoices owe again as before. What
 * the bank holds does not change: from GENERATED on, the file is read-only.
 */
export const paymentFileWorkflow: Workflow = {
  statuses: ['DRAFT', 'GENERATED', 'SENT', 'REJECTED', 'CANCELLED'],
  initialStatus: 'DRAFT',
  transitions: transitionSteps(
    [
      ['GENERATE', 'Generate', ['DRAFT'], 'GENERATED'],
      ['SEND', 'Mark as sent', ['GENERATED'], 'SENT'],
      ['REJECT', 'Record a rejection', ['SENT'], 'REJECTED'],
      ['CANCEL', 'Cancel', ['GENERATED'], 'CANCELLED'],
    ],
    ['REJECT', 'CANCEL'],
  ),
  readOnlyStatuses: ['GENERATED', 'SENT', 'REJECTED', 'CANCELLED'],
};

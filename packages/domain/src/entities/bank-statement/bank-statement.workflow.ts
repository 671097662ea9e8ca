import { transitionSteps } from '../../workflow/transition-steps.ts';
import type { Workflow } from '../../workflow/workflow-definition.ts';

/**
 * A bank statement's default workflow, moved by the server as its transactions are reconciled:
 * PROCESSED once none waits for a clerk, RECEIVED again when a transaction set aside is brought back.
 */
export const bankStatementWorkflow: Workflow = {
  statuses: ['RECEIVED', 'PROCESSED'],
  initialStatus: 'RECEIVED',
  transitions: transitionSteps([
    ['PROCESS', 'Mark as processed', ['RECEIVED'], 'PROCESSED'],
    ['REOPEN', 'Reopen', ['PROCESSED'], 'RECEIVED'],
  ]).map((step) =>
    // Processed means nothing is left to reconcile.
    step.code === 'PROCESS' ? { ...step, conditions: [{ field: 'toReconcileCount', in: ['0'] }] } : step,
  ),
};

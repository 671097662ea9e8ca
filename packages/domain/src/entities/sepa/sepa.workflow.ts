import { transitionSteps } from '../../workflow/transition-steps.ts';
import type { Workflow } from '../../workflow/workflow-definition.ts';

/** A mandate of the register is as its person's bank account says: active, suspended, revoked, expired. */
const statuses = ['ACTIVE', 'SUSPENDED', 'REVOKED', 'EXPIRED', 'REMOVED'];
const otherThan = (status: string) => statuses.filter((other) => other !== status);

/**
 * The register of mandates' default workflow. The register follows the persons' bank accounts, where
 * a mandate is signed and changed: each step here is also the step the mandate takes there (a clerk
 * suspending a mandate from the register suspends it on the account). A mandate taken off its account
 * stays in the register, REMOVED: a creditor keeps the record of a mandate it collected under.
 */
export const sepaWorkflow: Workflow = {
  statuses,
  initialStatus: 'ACTIVE',
  transitions: transitionSteps(
    [
      ['ACTIVATE', 'Activate', otherThan('ACTIVE'), 'ACTIVE'],
      ['SUSPEND', 'Suspend', otherThan('SUSPENDED'), 'SUSPENDED'],
      ['REVOKE', 'Revoke', otherThan('REVOKED'), 'REVOKED'],
      ['EXPIRE', 'Mark as expired', otherThan('EXPIRED'), 'EXPIRED'],
      ['REMOVE', 'Mark as removed from its account', otherThan('REMOVED'), 'REMOVED'],
    ],
    ['REVOKE'],
  ),
};

/** The step that brings a register entry to a status. */
export const sepaStepTo: Readonly<Record<string, string>> = {
  ACTIVE: 'ACTIVATE',
  SUSPENDED: 'SUSPEND',
  REVOKED: 'REVOKE',
  EXPIRED: 'EXPIRE',
  REMOVED: 'REMOVE',
};

import { describe, expect, it } from 'vitest';
import { entities } from '../entities/registry.ts';
import type { Workflow } from './workflow-definition.ts';
import { workflowFaults } from './workflow-faults.ts';

const entity = { fields: { approvedOn: { type: 'date', label: 'Approved on' } } } as const;

describe('workflowFaults', () => {
  it('finds in the workflows declared beside the entities only the two drafts no record can come to', () => {
    // A script and a cashflow allocation are created ACTIVE, and no transition leads back to
    // DRAFT: only data written beside the API is ever in it. Any other fault is new.
    const faulty = entities
      .filter((declared) => declared.workflow)
      .flatMap((declared) =>
        workflowFaults(declared, declared.workflow as Workflow).map((fault) => `${declared.name}: ${fault}`),
      );
    expect(faulty).toEqual([
      "CashflowAllocation: Status 'DRAFT' cannot be reached from 'ACTIVE'",
      "Script: Status 'DRAFT' cannot be reached from 'ACTIVE'",
    ]);
  });

  it('names a status no transition reaches, and unknown ends, codes used twice and undeclared fields', () => {
    const workflow: Workflow = {
      statuses: ['DRAFT', 'APPROVED', 'ARCHIVED', 'LOST'],
      initialStatus: 'DRAFT',
      transitions: [
        {
          code: 'APPROVE',
          label: 'Approve',
          from: ['DRAFT'],
          to: 'APPROVED',
          orderIndex: 1,
          effects: [{ set: { field: 'approvedOn', value: '', from: 'today' } }],
        },
        { code: 'APPROVE', label: 'Again', from: ['DRAFTED'], to: 'APROVED', orderIndex: 2 },
        {
          code: 'ARCHIVE',
          label: 'Archive',
          from: ['*'],
          to: 'ARCHIVED',
          orderIndex: 3,
          effects: [{ set: { field: 'archivedBy', value: '', from: 'username' } }],
        },
      ],
      readOnlyStatuses: ['CLOSED'],
    };
    expect(workflowFaults(entity, workflow)).toEqual([
      "Transition code 'APPROVE' is used twice",
      "Transition 'APPROVE' leaves from unknown status 'DRAFTED'",
      "Transition 'APPROVE' leads to unknown status 'APROVED'",
      "Transition 'ARCHIVE' sets undeclared field 'archivedBy'",
      "Status 'CLOSED' is named but not one of its statuses",
      "Status 'LOST' cannot be reached from 'DRAFT'",
    ]);
  });

  it('names an initial status that is not one of the statuses', () => {
    expect(workflowFaults(entity, { statuses: ['A'], initialStatus: 'B', transitions: [] })).toEqual([
      "Initial status 'B' is not one of its statuses",
    ]);
  });
});

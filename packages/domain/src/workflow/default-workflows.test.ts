import { describe, expect, it } from 'vitest';
import { findEntity } from '../entities/registry.ts';
import { availableTransitions } from './available-transitions.ts';
import { defaultWorkflows } from './default-workflows.ts';

describe.each(Object.entries(defaultWorkflows))('the default %s workflow', (name, workflow) => {
  const entity = findEntity(name);

  it('moves between the statuses its entity declares, starting where the entity starts', () => {
    const declared = entity?.fields.status?.options?.map((option) => option.value);
    expect(declared).toEqual(workflow.statuses);
    expect(entity?.initialStatus).toBe(workflow.initialStatus);
    for (const transition of workflow.transitions) {
      expect(workflow.statuses).toContain(transition.to);
      for (const from of transition.from) expect(workflow.statuses).toContain(from);
    }
  });

  it('has unique transition codes', () => {
    const codes = workflow.transitions.map((transition) => transition.code);
    expect(new Set(codes).size).toBe(codes.length);
  });
});

describe('available transitions', () => {
  const contract = defaultWorkflows.Contract;
  if (!contract) throw new Error('no contract workflow');

  it('offers those open to every selected record, by order index, pull-right ones last', () => {
    const fromDraft = availableTransitions(contract, [{ status: 'DRAFT' }]);
    expect(fromDraft.map((transition) => transition.code)).toEqual(['STUDY', 'SUBMIT', 'CANCEL']);
    expect(fromDraft.at(-1)).toMatchObject({ props: { pullRight: true }, orderIndex: 998 });
    const mixed = availableTransitions(contract, [{ status: 'DRAFT' }, { status: 'SUBMITTED' }]);
    expect(mixed.map((transition) => transition.code)).toEqual(['CANCEL']);
    expect(availableTransitions(contract, [])).toEqual([]);
  });

  it('holds back a transition whose condition fails', () => {
    expect(availableTransitions(contract, [{ status: 'APPROVED' }]).map((t) => t.code)).toEqual(['CANCEL']);
    const ready = availableTransitions(contract, [{ status: 'APPROVED', startDate: '2026-01-01' }]);
    expect(ready.map((transition) => transition.code)).toEqual(['ACTIVATE', 'CANCEL']);
  });
});

import { describe, expect, it } from 'vitest';
import { printTemplatesOf } from '../api/print-types.ts';
import { contractWorkflow } from '../entities/contract/contract.workflow.ts';
import { entitiesWithThrowaway } from '../testing/index.ts';
import { availableTransitions } from './available-transitions.ts';

const withWorkflow = entitiesWithThrowaway.filter((entity) => entity.workflow);

describe.each(withWorkflow.map((entity) => [entity.name, entity] as const))(
  'the workflow declared beside %s',
  (_name, entity) => {
    const workflow = entity.workflow ?? { statuses: [], initialStatus: '', transitions: [] };

    it('moves between the statuses its entity lists, starting where the entity starts', () => {
      const listed = entity.fields.status?.options?.map((option) => option.value);
      expect(listed).toEqual(workflow.statuses);
      expect(entity.initialStatus).toBe(workflow.initialStatus);
      for (const transition of workflow.transitions) {
        expect(workflow.statuses).toContain(transition.to);
        for (const from of transition.from) expect(workflow.statuses).toContain(from);
      }
    });

    it('lists only its own statuses as deletable or read-only', () => {
      const listed = [...(workflow.deletableStatuses ?? []), ...(workflow.readOnlyStatuses ?? [])];
      expect(listed.filter((status) => !workflow.statuses.includes(status))).toEqual([]);
    });

    it('sets by its effects only fields its entity declares', () => {
      const set = workflow.transitions
        .flatMap((transition) => transition.effects ?? [])
        .map(({ set }) => set.field);
      expect(set.filter((field) => !entity.fields[field])).toEqual([]);
    });

    it("prints with its entity's layouts, into its entity's document types", () => {
      const layouts = printTemplatesOf(entity.name).map(({ name }) => name);
      for (const { template, type } of workflow.transitions.flatMap(
        (transition) => transition.documents ?? [],
      )) {
        expect(layouts).toContain(template);
        expect(entity.documentTypes).toContain(type);
      }
    });

    it('has unique transition codes', () => {
      const codes = workflow.transitions.map((transition) => transition.code);
      expect(new Set(codes).size).toBe(codes.length);
    });
  },
);

describe('available transitions', () => {
  it('offers those open to every selected record, by order index, pull-right ones last', () => {
    const fromDraft = availableTransitions(contractWorkflow, [{ status: 'DRAFT' }]);
    expect(fromDraft.map((transition) => transition.code)).toEqual(['STUDY', 'SUBMIT', 'CANCEL']);
    expect(fromDraft.at(-1)).toMatchObject({ props: { pullRight: true }, orderIndex: 998 });
    const mixed = availableTransitions(contractWorkflow, [{ status: 'DRAFT' }, { status: 'SUBMITTED' }]);
    expect(mixed.map((transition) => transition.code)).toEqual(['CANCEL']);
    expect(availableTransitions(contractWorkflow, [])).toEqual([]);
  });

  it('holds back a transition whose condition fails', () => {
    const approved = availableTransitions(contractWorkflow, [{ status: 'APPROVED' }]);
    expect(approved.map((transition) => transition.code)).toEqual(['CANCEL']);
    const ready = availableTransitions(contractWorkflow, [{ status: 'APPROVED', startDate: '2026-01-01' }]);
    expect(ready.map((transition) => transition.code)).toEqual(['ACTIVATE', 'CANCEL']);
  });
});

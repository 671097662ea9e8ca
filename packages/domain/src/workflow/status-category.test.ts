import { describe, expect, it } from 'vitest';
import { entities } from '../entities/registry.ts';
import { defaultWorkflows } from './default-workflows.ts';
import { statusCategory } from './status-category.ts';

describe('status categories', () => {
  it('colours failures, suspensions, ends, work under way, drafts and successes apart', () => {
    expect(statusCategory('REJECTED')).toBe('error');
    expect(statusCategory('SUSPENDED')).toBe('warning');
    expect(statusCategory('TERMINATED')).toBe('stopped');
    expect(statusCategory('SUBMITTED')).toBe('ongoing');
    expect(statusCategory('DRAFT')).toBe('current');
    expect(statusCategory('PAID')).toBe('success');
    expect(statusCategory('A_TENANT_OWN_STATUS')).toBe('current');
  });

  it("places each default workflow's initial status among the statuses not yet under way", () => {
    for (const [name, workflow] of Object.entries(defaultWorkflows)) {
      expect(['current', 'success'], name).toContain(statusCategory(workflow.initialStatus));
    }
  });

  it('knows every status the catalogue declares', () => {
    const declared = new Set(
      entities.flatMap((entity) => entity.fields.status?.options?.map((option) => option.value) ?? []),
    );
    const unknown = [...declared].filter(
      (status) =>
        statusCategory(status) === 'current' &&
        !['DRAFT', 'NEW', 'TODO', 'PROPOSED', 'PLANNED'].includes(status),
    );
    expect(unknown).toEqual([]);
  });
});

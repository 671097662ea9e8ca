import { describe, expect, it } from 'vitest';
import { entitiesWithThrowaway, throwawayEntity } from '../testing/index.ts';
import { statusCategory } from './status-category.ts';

describe('status categories', () => {
  it('colours failures, suspensions, ends, work under way, drafts and successes apart', () => {
    expect(statusCategory('REJECTED')).toBe('error');
    expect(statusCategory('SUSPENDED')).toBe('warning');
    expect(statusCategory('TERMINATED')).toBe('stopped');
    expect(statusCategory('SUBMITTED')).toBe('ongoing');
    expect(statusCategory('DRAFT')).toBe('current');
    expect(statusCategory('PAID')).toBe('success');
  });

  it('reads a word nobody listed from its parts, and as under way when they say nothing', () => {
    expect(statusCategory('PAYMENT_FAILED')).toBe('error');
    expect(statusCategory('AWAITING_SIGNATURE')).toBe('warning');
    expect(statusCategory('CANCELLED_BY_CLIENT')).toBe('stopped');
    expect(statusCategory('NEW_REQUEST')).toBe('current');
    expect(statusCategory('UNDERWRITING')).toBe('ongoing');
    expect(statusCategory('SIGNED')).toBe('success');
    expect(statusCategory('A_TENANT_OWN_STATUS')).toBe('ongoing');
  });

  it("takes an entity's own category before the common one", () => {
    expect(statusCategory('SIGNED', { SIGNED: 'current' })).toBe('current');
    expect(statusCategory('OPEN', { OPEN: 'success' })).toBe('success');
  });

  it("places each workflow's initial status among the statuses not yet under way", () => {
    for (const entity of entitiesWithThrowaway.filter((candidate) => candidate.workflow)) {
      const category = statusCategory(entity.initialStatus ?? '', entity.statusCategories);
      expect(['current', 'success'], entity.name).toContain(category);
    }
  });

  it('colours the status words of a new entity without any table outside its folder', () => {
    const colour = (status: string) => statusCategory(status, throwawayEntity.statusCategories);
    expect(throwawayEntity.statuses?.map(colour)).toEqual(['current', 'warning', 'success', 'stopped']);
  });
});

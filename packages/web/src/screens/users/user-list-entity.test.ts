import { searchCriteria } from '@lessor/domain/query';
import { describe, expect, it } from 'vitest';
import { userListEntity, type ViewerFlags } from './user-list-entity.ts';
import { userPath } from './user-path.ts';

const labels = (viewer: ViewerFlags) => userListEntity(viewer).listColumns.map((column) => column.label);
const none = { isAdmin: false, isMainAdmin: false, isSuperAdmin: false };

describe('the users list (business-areas.md §3)', () => {
  it("shows 'Is admin' to admins, 'Is super admin' to super admins, 'Can impersonate' to main admins", () => {
    expect(labels(none)).not.toContain('Is admin');
    expect(labels({ ...none, isAdmin: true })).toContain('Is admin');
    expect(labels({ ...none, isAdmin: true })).not.toContain('Is super admin');
    expect(labels({ ...none, isSuperAdmin: true })).toEqual(
      expect.arrayContaining(['Is admin', 'Is super admin']),
    );
    expect(labels({ ...none, isMainAdmin: true })).toContain('Can impersonate');
    expect(labels({ ...none, isAdmin: true })).not.toContain('Can impersonate');
  });

  it('lists users by username at /api/core/users, linked to /user/{username}, searched on their last sign-in', () => {
    const entity = userListEntity(none);
    expect(entity.apiPath).toBe('/api/core/users');
    expect(entity.route).toBe('user');
    expect(entity.pluralRoute).toBe('users');
    expect(entity.recordKey).toBe('username');
    expect(entity.listColumns[0]).toMatchObject({ key: 'username', link: true });
    expect(userPath('ada.lovelace@demo')).toBe('/user/ada%2Elovelace%40demo');
    expect(searchCriteria(entity).flatMap((criterion) => criterion.params)).toEqual([
      'fromLastLoginDate',
      'toLastLoginDate',
    ]);
  });

  it('shows its KPI strip: locked users, admins to admins only, users signed in within 30 days', () => {
    const figures = (viewer: ViewerFlags) =>
      userListEntity(viewer).fields.status?.options?.map((option) => option.label);
    expect(userListEntity(none).listPage?.kpis).not.toBe(false);
    expect(figures(none)).toEqual(['Locked', 'Signed in within 30 days']);
    expect(figures({ ...none, isAdmin: true })).toEqual(['Locked', 'Admins', 'Signed in within 30 days']);
  });
});

import { describe, expect, it } from 'vitest';
import { userColumnsFor } from './user-columns.ts';

const labels = (viewer: { isAdmin: boolean; isMainAdmin: boolean; isSuperAdmin: boolean }) =>
  userColumnsFor(viewer).map((column) => column.label);

describe('admin-only user columns (foundation.md §6)', () => {
  it("shows 'Is admin' to admins, 'Is super admin' to super admins, 'Can impersonate' to main admins", () => {
    const none = { isAdmin: false, isMainAdmin: false, isSuperAdmin: false };
    expect(labels(none)).not.toContain('Is admin');
    expect(labels({ ...none, isAdmin: true })).toContain('Is admin');
    expect(labels({ ...none, isAdmin: true })).not.toContain('Is super admin');
    expect(labels({ ...none, isSuperAdmin: true })).toEqual(
      expect.arrayContaining(['Is admin', 'Is super admin']),
    );
    expect(labels({ ...none, isMainAdmin: true })).toContain('Can impersonate');
    expect(labels({ ...none, isAdmin: true })).not.toContain('Can impersonate');
  });
});

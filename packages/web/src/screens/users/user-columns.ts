import type { User } from '@lessor/domain/api';

export interface UserColumn {
  field: keyof User;
  label: string;
}

const columns: readonly UserColumn[] = [
  { field: 'username', label: 'Username' },
  { field: 'firstName', label: 'First name' },
  { field: 'lastName', label: 'Last name' },
  { field: 'email', label: 'E-mail' },
  { field: 'profiles', label: 'Profiles' },
  { field: 'isLocked', label: 'Is locked' },
  { field: 'hasActivatedMfa', label: 'MFA' },
  { field: 'lastLoginDate', label: 'Last login' },
];

/**
 * The users list's columns (foundation.md §6): 'Is admin' shows to admins, 'Is super admin' to
 * super admins, 'Can impersonate' to main admins.
 */
export function userColumnsFor(viewer: Pick<User, 'isAdmin' | 'isMainAdmin' | 'isSuperAdmin'>): UserColumn[] {
  const anyAdmin = viewer.isAdmin || viewer.isMainAdmin || viewer.isSuperAdmin;
  return [
    ...columns,
    ...(anyAdmin ? [{ field: 'isAdmin', label: 'Is admin' } as const] : []),
    ...(viewer.isSuperAdmin ? [{ field: 'isSuperAdmin', label: 'Is super admin' } as const] : []),
    ...(viewer.isMainAdmin ? [{ field: 'canImpersonate', label: 'Can impersonate' } as const] : []),
  ];
}

/** A cell's text: lists joined, flags as Yes or No, dates in the user's locale. */
export function cellText(user: User, field: keyof User): string {
  const value = user[field];
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (field === 'lastLoginDate' && typeof value === 'string') return new Date(value).toLocaleString();
  return value ?? '';
}

import { type User, type UserListStatus, userListStatuses } from '@lessor/domain/api';
import { type ColumnDefinition, defineEntity, type EntityDefinition } from '@lessor/domain/entities';
import type { FieldDefinition } from '@lessor/domain/fields';

export type ViewerFlags = Pick<User, 'isAdmin' | 'isMainAdmin' | 'isSuperAdmin'>;

const fields = {
  username: { type: 'username', label: 'Username' },
  firstName: { type: 'text', label: 'First name' },
  lastName: { type: 'text', label: 'Last name' },
  email: { type: 'email', label: 'E-mail' },
  mobile: { type: 'phone', label: 'Mobile' },
  profiles: { type: 'text', label: 'Profiles', multiple: true },
  locale: { type: 'text', label: 'Locale' },
  personRegistration: { type: 'text', label: 'Person', references: 'Person' },
  partnerRegistration: { type: 'text', label: 'Partner', references: 'Person' },
  orgaRegistration: { type: 'text', label: 'Organization', references: 'Organization' },
  isLocked: { type: 'checkbox', label: 'Is locked' },
  hasActivatedMfa: { type: 'checkbox', label: 'MFA' },
  lastLoginDate: { type: 'datetime', label: 'Last login' },
  isAdmin: { type: 'checkbox', label: 'Is admin' },
  isSuperAdmin: { type: 'checkbox', label: 'Is super admin' },
  canImpersonate: { type: 'checkbox', label: 'Can impersonate' },
} as const satisfies Record<string, FieldDefinition>;

/** The KPI strip's figures beside the count (users-kpi), each a filter of the list (`status=`). */
const figureLabels: Readonly<Record<UserListStatus, string>> = {
  LOCKED: 'Locked',
  ADMIN: 'Admins',
  RECENT: 'Signed in within 30 days',
};

const usernameColumn: ColumnDefinition = { key: 'username', label: 'Username', link: true };
const columns = [
  usernameColumn,
  'firstName',
  'lastName',
  'email',
  'profiles',
  'locale',
  'personRegistration',
  'partnerRegistration',
  'orgaRegistration',
  'isLocked',
  'hasActivatedMfa',
  'lastLoginDate',
] as const;

/**
 * The users list as the list engine reads an entity (business-areas.md §3, user columns and
 * search): users are no entity of the registry, as they live in the core `users` table and its
 * API, but their list page is an entity list. 'Is admin' shows to admins, 'Is super admin' to
 * super admins, 'Can impersonate' to main admins. Add is the users screen's own tool, shown to
 * writers of users only. Its KPI strip (`GET /api/core/users/kpis`) counts the users, the locked
 * ones, the admins and those signed in within 30 days; a click on a figure lists those users.
 */
export function userListEntity(viewer: ViewerFlags): EntityDefinition {
  const anyAdmin = viewer.isAdmin || viewer.isMainAdmin || viewer.isSuperAdmin;
  return defineEntity({
    name: 'User',
    domain: 'core',
    prefix: 'USR',
    recordKey: 'username',
    fields: {
      ...fields,
      // The KPI strip names its figures as it names statuses; admins are counted for admins only.
      status: {
        type: 'select',
        label: 'Account',
        readOnly: true,
        options: userListStatuses
          .filter((figure) => anyAdmin || figure !== 'ADMIN')
          .map((figure) => ({ value: figure, label: figureLabels[figure] })),
      },
    },
    statusCategories: { LOCKED: 'error', ADMIN: 'current', RECENT: 'success' },
    listColumns: [
      ...columns,
      ...(anyAdmin ? ['isAdmin'] : []),
      ...(viewer.isSuperAdmin ? ['isSuperAdmin'] : []),
      ...(viewer.isMainAdmin ? ['canImpersonate'] : []),
    ],
    searchFields: ['username', 'firstName', 'lastName', 'email'],
    advancedSearch: ['lastLoginDate'],
    hasCreateForm: false,
    listPage: { addButton: false, autocomplete: false, transitions: false },
  });
}

import type { User, UserFlag } from '@lessor/domain/api';

type Viewer = Pick<User, UserFlag>;

const rank = (viewer: Viewer) => (viewer.isSuperAdmin ? 3 : viewer.isMainAdmin ? 2 : viewer.isAdmin ? 1 : 0);

/**
 * The flags a viewer sees and changes on a user's page: those they hold themselves, a higher admin
 * holding the admin flags below theirs. The server answers no others, and refuses changing them
 * (`userSeenBy`, `assertMayGrant`).
 */
export function flagsOfViewer(viewer: Viewer): UserFlag[] {
  const admin = rank(viewer);
  return [
    ...(admin >= 1 ? (['isAdmin'] as const) : []),
    ...(admin >= 2 ? (['isMainAdmin'] as const) : []),
    ...(admin >= 3 ? (['isSuperAdmin'] as const) : []),
    ...(viewer.canImpersonate ? (['canImpersonate'] as const) : []),
  ];
}

export const flagLabels: Readonly<Record<UserFlag, string>> = {
  isAdmin: 'Is admin',
  isMainAdmin: 'Is main admin',
  isSuperAdmin: 'Is super admin',
  canImpersonate: 'Can impersonate',
};

import type { UserInput } from '@lessor/domain/api';
import { LessorError } from '@lessor/domain/errors';
import type { Session } from '../auth/session-tokens.ts';

/**
 * Only an admin makes admins and only a super admin makes super admins; impersonation is granted
 * by main admins, as those columns show only to them (foundation.md §6).
 */
export function assertMayGrantFlags(session: Session, input: Partial<UserInput>): void {
  const refused = (flag: string) => new LessorError('FORBIDDEN', [`write ${flag}`]);
  if ((input.isAdmin !== undefined || input.isMainAdmin !== undefined) && !isAnyAdmin(session))
    throw refused('isAdmin');
  if (input.isSuperAdmin !== undefined && !session.isSuperAdmin) throw refused('isSuperAdmin');
  if (input.canImpersonate !== undefined && !session.isMainAdmin && !session.isSuperAdmin)
    throw refused('canImpersonate');
}

function isAnyAdmin(session: Session): boolean {
  return session.isAdmin || session.isMainAdmin || session.isSuperAdmin;
}

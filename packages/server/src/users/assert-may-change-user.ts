import { userFlags as flags, type User, type UserFlag, type UserInput } from '@lessor/domain/api';
import { LessorError } from '@lessor/domain/errors';
import { isAnyAdmin } from '../permissions/assert-admin.ts';

export type Rights = Pick<User, UserFlag | 'profiles'>;

/** How far a user's admin flags reach: super admin over main admin over admin over none. */
function adminRank(user: Rights): number {
  if (user.isSuperAdmin) return 3;
  if (user.isMainAdmin) return 2;
  return user.isAdmin ? 1 : 0;
}

/**
 * Whether `holder` holds a right: a flag, or `profile {name}`. Admins hold every profile, as they
 * pass every permission check; a higher admin holds the admin flags below theirs.
 */
function holds(holder: Rights, right: string): boolean {
  if (right === 'isAdmin') return adminRank(holder) >= 1;
  if (right === 'isMainAdmin') return adminRank(holder) >= 2;
  if (right === 'isSuperAdmin') return adminRank(holder) >= 3;
  if (right === 'canImpersonate') return holder.canImpersonate;
  return isAnyAdmin(holder) || holder.profiles.includes(right.slice('profile '.length));
}

/** The admin flags `holder` holds: their own, and those below their admin rank. */
export function flagsHeldBy(holder: Rights): UserFlag[] {
  return flags.filter((flag) => holds(holder, flag));
}

function rightsOf(user: Rights): string[] {
  return [...flags.filter((flag) => user[flag]), ...user.profiles.map((profile) => `profile ${profile}`)];
}

function refuseUnheld(caller: Rights, rights: string[]): void {
  const unheld = rights.find((right) => !holds(caller, right));
  if (unheld !== undefined) throw new LessorError('FORBIDDEN', [unheld]);
}

/**
 * Nobody grants a right they do not hold: each flag the input changes (either way) and each
 * profile it adds must be the caller's own. `before` is the user as stored, none for a new one.
 */
export function assertMayGrant(caller: Rights, before: Rights | undefined, input: Partial<UserInput>): void {
  const changedFlags = flags.filter(
    (flag) => input[flag] !== undefined && input[flag] !== (before?.[flag] ?? false),
  );
  const addedProfiles = (input.profiles ?? []).filter((profile) => !before?.profiles.includes(profile));
  refuseUnheld(caller, [...changedFlags, ...addedProfiles.map((profile) => `profile ${profile}`)]);
}

/** Only an admin acts on an admin's account, and only a higher or equal admin: a user's own is theirs. */
export function assertMayActOn(caller: User, target: User): void {
  if (caller.username === target.username) return;
  if (adminRank(target) > adminRank(caller))
    throw new LessorError('FORBIDDEN', [flags[adminRank(target) - 1] ?? 'isAdmin']);
}

/** A change to another user: the caller may act on them and holds whatever the change grants. */
export function assertMayChange(caller: User, target: User, input: Partial<UserInput>): void {
  assertMayActOn(caller, target);
  assertMayGrant(caller, target, input);
}

/**
 * Signing in as another user takes `canImpersonate`, and reaches nobody who holds a right the
 * caller does not: a link would hand those rights over.
 */
export function assertMayImpersonate(caller: User, target: User): void {
  if (caller.username === target.username) return;
  if (!caller.canImpersonate) throw new LessorError('FORBIDDEN', ['canImpersonate']);
  refuseUnheld(caller, rightsOf(target));
}

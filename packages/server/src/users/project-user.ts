import type { UserAsSeen } from '@lessor/domain/api';

/** Keeps the fields a `projection=a,b` names; without one, the whole user. */
export function projectUser(user: UserAsSeen, projection: string | undefined): Partial<UserAsSeen> {
  if (!projection) return user;
  const fields = new Set(projection.split(',').map((field) => field.trim()));
  return Object.fromEntries(
    Object.entries(user).filter(([field]) => fields.has(field)),
  ) as Partial<UserAsSeen>;
}

import { type UserListStatus, userFlags, userListStatuses } from '@lessor/domain/api';
import { LessorError } from '@lessor/domain/errors';
import type { SortKey } from '@lessor/domain/query';
import { flagsHeldBy, type Rights } from './assert-may-change-user.ts';
import type { UserMatch } from './store/users-matching.ts';

/** What a users list call, and its KPIs, may filter on. */
export interface UserMatchQuery {
  username?: string;
  person?: string;
  search?: string;
  fromLastLoginDate?: string;
  toLastLoginDate?: string;
  status?: string;
}

/** The querystring properties of `UserMatchQuery`, for the routes' schemas. */
export const userMatchProperties = {
  username: {
    type: 'string',
    maxLength: 10_000,
    description: 'A username, or several separated by commas',
  },
  person: { type: 'string', maxLength: 100 },
  search: { type: 'string', maxLength: 254, description: 'Text in the username, the names or the e-mail' },
  fromLastLoginDate: { type: 'string', maxLength: 40, description: 'Last sign-in on or after (ISO date)' },
  toLastLoginDate: { type: 'string', maxLength: 40, description: 'Last sign-in on or before (ISO date)' },
  status: {
    type: 'string',
    enum: [...userListStatuses],
    description: 'Locked users, admins, or users signed in within 30 days',
  },
} as const;

const isStatus = (value: string): value is UserListStatus =>
  (userListStatuses as readonly string[]).includes(value);
const isoDate = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})?)?$/;

/**
 * The users a list call selects, as its reader may ask: admins are found, and users ordered by a
 * flag, only by a reader who holds it, since either would tell who holds what the reader does not
 * see (`userSeenBy`).
 */
export function readUserMatch(query: UserMatchQuery, reader: Rights): UserMatch {
  const { username, person, search, status } = query;
  if (status !== undefined && !isStatus(status)) throw new LessorError('INVALID_FIELD_IN_QUERY', ['status']);
  if (status === 'ADMIN' && !flagsHeldBy(reader).includes('isAdmin'))
    throw new LessorError('FORBIDDEN', ['isAdmin']);
  return {
    ...(username !== undefined ? { usernames: username.split(',') } : {}),
    ...(person !== undefined ? { person } : {}),
    ...(search ? { search } : {}),
    ...(status ? { status } : {}),
    ...lastLoginBounds(query),
  };
}

/** Refuses an order on an admin flag the reader does not see. */
export function assertMaySortBy(sort: readonly SortKey[], reader: Rights): void {
  const held: readonly string[] = flagsHeldBy(reader);
  const flags: readonly string[] = userFlags;
  const hidden = sort.find((key) => flags.includes(key.field) && !held.includes(key.field));
  if (hidden) throw new LessorError('FORBIDDEN', [hidden.field]);
}

/** The last sign-in range of a list call, each bound an ISO date or instant. */
function lastLoginBounds(query: UserMatchQuery): Pick<UserMatch, 'fromLastLoginDate' | 'toLastLoginDate'> {
  const bounds: Pick<UserMatch, 'fromLastLoginDate' | 'toLastLoginDate'> = {};
  for (const bound of ['fromLastLoginDate', 'toLastLoginDate'] as const) {
    const value = query[bound];
    if (!value) continue;
    if (!isoDate.test(value) || Number.isNaN(Date.parse(value)))
      throw new LessorError('INVALID_FIELD_IN_QUERY', [bound]);
    bounds[bound] = value;
  }
  return bounds;
}

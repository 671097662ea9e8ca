import { recordPath } from '../../engine/list/record-path.ts';
import { userListEntity } from './user-list-entity.ts';

const users = userListEntity({ isAdmin: false, isMainAdmin: false, isSuperAdmin: false });

/**
 * A user's page, `/user/{username}` with its dots encoded (business-areas.md §2), as the users
 * list links it.
 */
export function userPath(username: string): string {
  return recordPath(users, username);
}

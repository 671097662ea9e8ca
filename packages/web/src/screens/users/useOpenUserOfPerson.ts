import { apiPaths, type User } from '@lessor/domain/api';
import { apiJson } from '../../api/api-client.ts';
import { notifyError, notifySuccess } from '../../notifications/notify.ts';

/**
 * Opens the user of a person of the diagram (business-areas.md §2: a click on a node opens that
 * person's user, or says 'Not a user'), found by `GET /api/core/users?person={registration}`.
 */
export function useOpenUserOfPerson(onUser: (username: string) => void) {
  return async (registration: string) => {
    try {
      const [user] = await apiJson<User[]>(
        `${apiPaths.users}?person=${encodeURIComponent(registration)}&range=0-0`,
      );
      if (user) onUser(user.username);
      else notifySuccess('Not a user', undefined, 'warning');
    } catch (error) {
      await notifyError(error);
    }
  };
}

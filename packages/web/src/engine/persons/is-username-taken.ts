import { apiPaths } from '@lessor/domain/api';
import { apiJson } from '../../api/api-client.ts';

/** The uniqueness check of the user form: a non-empty answer means the username is taken. */
export async function isUsernameTaken(username: string): Promise<boolean> {
  const found = await apiJson<unknown[]>(
    `${apiPaths.users}?username=${encodeURIComponent(username)}&projection=username`,
  );
  return found.length > 0;
}

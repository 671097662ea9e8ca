import { apiPaths, type EntityRecord } from '@lessor/domain/api';
import { emailAfterUsername } from '@lessor/domain/validation';
import { apiJson } from '../../api/api-client.ts';
import { notifyError, notifySuccess } from '../../notifications/notify.ts';
import { useUserConfiguration } from '../../shell/useUserConfiguration.ts';
import type { FormStore } from '../form/create-form-store.ts';

/** The uniqueness check of the user form: a non-empty answer means the username is taken. */
export async function isUsernameTaken(username: string): Promise<boolean> {
  const found = await apiJson<unknown[]>(
    `${apiPaths.users}?username=${encodeURIComponent(username)}&projection=username`,
  );
  return found.length > 0;
}

/**
 * Leaving a username field, on the person form as in the quick add (business-areas.md §5): a
 * username that is an e-mail fills an empty e-mail; answers whether the username is taken (an
 * unanswered check says not: the server refuses a taken one when the user is made).
 */
export async function leaveUsername(store: FormStore, username: string): Promise<boolean> {
  const email = emailAfterUsername(store.getValues(), username);
  if (email !== undefined && email !== store.getValue('email')) store.setValue('email', email);
  return isUsernameTaken(username).catch(() => false);
}

/**
 * The user of a person just saved (business-areas.md §2, quick add): `POST /api/core/users?syncPerson=1`
 * links it to the person, its profiles from the person's roles. Says 'User created', or the server's
 * refusal: the person stays saved, and its user can be made from the users screen.
 */
export async function createPersonUser(username: string, personRegistration: string): Promise<void> {
  try {
    await apiJson(`${apiPaths.users}?syncPerson=1`, {
      method: 'POST',
      body: { username, personRegistration },
    });
    notifySuccess('User created');
  } catch (error) {
    await notifyError(error);
  }
}

/** The suffix of the tenant's usernames, read from the signed-in user's own (admin@demo: demo). */
export function useUsernameSuffix(): string {
  return useUserConfiguration().data?.user.username?.split('@')[1] ?? '';
}

/**
 * What saving a person's page does besides (business-areas.md §5): a username the save gave the
 * person, new or changed, names its user, created as the quick add creates it.
 */
export async function createUserOfSavedPerson(
  before: EntityRecord | undefined,
  saved: EntityRecord,
): Promise<void> {
  const username = typeof saved.username === 'string' ? saved.username.trim() : '';
  if (username === '' || username === before?.username) return;
  await createPersonUser(username, saved.registration);
}

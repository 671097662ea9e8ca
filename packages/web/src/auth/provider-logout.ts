import { oidcStorage } from '../api/oidc-storage.ts';
import { sessionStore } from '../api/session-store.ts';

/** foundation.md §9: the provider's logout page opens 400 ms after the session is ended here. */
const logoutWaitMs = 400;

/**
 * After a sign-out of a user whom the OIDC provider signed in, the provider's session ends too: the
 * sign-in page finds the provider's details left without a session, forgets them and, 400 ms later,
 * goes to the provider's logout URL. An expired session keeps them: the user signs in again.
 */
export function followProviderLogout(expired: boolean, go = (url: string) => location.assign(url)): boolean {
  const sso = oidcStorage.session();
  if (!sso || expired || sessionStore.get() !== null) return false;
  oidcStorage.clearSession();
  if (!sso.logoutUrl) return false;
  const url = new URL(sso.logoutUrl);
  if (sso.idToken) url.searchParams.set('id_token_hint', sso.idToken);
  setTimeout(() => go(url.href), logoutWaitMs);
  return true;
}

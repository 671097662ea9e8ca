import type { CurrentUser, OidcConfiguration, OidcRefreshAnswer } from '@lessor/domain/api';
import { apiJson } from '../api/api-client.ts';
import { oidcStorage } from '../api/oidc-storage.ts';
import { sessionStore } from '../api/session-store.ts';

/** Fetches the provider's configuration, keeps state, nonce and verifier, and goes to the provider. */
export async function startOidcSignIn(
  oidcId: string,
  originalUrl: string,
  go = (url: string) => location.assign(url),
) {
  const configuration = await apiJson<OidcConfiguration>(`/api/core/oidc/${encodeURIComponent(oidcId)}`);
  oidcStorage.keepPending(configuration, originalUrl);
  go(configuration.authorizationUrl);
}

export type OidcReturn =
  | { kind: 'signed-in'; user: CurrentUser; originalUrl: string }
  | { kind: 'restart'; oidcId: string; originalUrl: string }
  | { kind: 'none' };

/**
 * The user is back from the provider with a code and a state. A state matching the one kept signs
 * in; a mismatched or missing one restarts the redirect (foundation.md §4).
 */
export async function finishOidcSignIn(parameters: URLSearchParams): Promise<OidcReturn> {
  const code = parameters.get('code');
  const state = parameters.get('state');
  const pending = oidcStorage.pending();
  if (!code || !pending) return { kind: 'none' };
  oidcStorage.clearPending();
  if (state !== pending.state)
    return { kind: 'restart', oidcId: pending.oidcId, originalUrl: pending.originalUrl };
  sessionStore.clear();
  const iss = parameters.get('iss');
  const answer = await apiJson<CurrentUser & { idToken: string | null } & OidcRefreshAnswer>(
    `/api/core/oidc/${encodeURIComponent(pending.oidcId)}/login`,
    {
      method: 'POST',
      body: {
        code,
        state,
        nonce: pending.nonce,
        codeVerifier: pending.codeVerifier,
        ...(iss ? { iss } : {}),
      },
    },
  );
  const { idToken, ssoRefreshTokenIat, ssoRefreshTokenExpiresIn, ...user } = answer;
  oidcStorage.keepSession({
    oidcId: pending.oidcId,
    idToken,
    logoutUrl: pending.logoutUrl,
    refreshTokenIat: ssoRefreshTokenIat,
    refreshTokenExpiresIn: ssoRefreshTokenExpiresIn,
  });
  return { kind: 'signed-in', user, originalUrl: pending.originalUrl };
}

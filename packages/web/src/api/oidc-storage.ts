import type { OidcConfiguration } from '@lessor/domain/api';

/** What a redirect to the provider keeps until the user comes back (foundation.md §4). */
export interface PendingOidcSignIn {
  oidcId: string;
  state: string;
  nonce: string;
  codeVerifier: string;
  logoutUrl: string | null;
  originalUrl: string;
}

/** The provider that signed the user in, for refresh and logout. */
export interface SsoSession {
  oidcId: string;
  idToken: string | null;
  logoutUrl: string | null;
  /** The provider's refresh token: issued at, and lifetime, in seconds. */
  refreshTokenIat: number;
  refreshTokenExpiresIn: number | null;
}

const pendingKey = 'lessor.oidc.pending';
const sessionKey = 'lessor.oidc.session';
const autoOidcDisabledKey = 'lessor.oidc.autoDisabled';

function read<T>(key: string): T | undefined {
  try {
    const value = localStorage.getItem(key);
    return value ? (JSON.parse(value) as T) : undefined;
  } catch {
    return undefined;
  }
}

export const oidcStorage = {
  pending: () => read<PendingOidcSignIn>(pendingKey),
  keepPending(configuration: OidcConfiguration, originalUrl: string): void {
    const pending: PendingOidcSignIn = {
      oidcId: configuration.oidcId,
      state: configuration.state,
      nonce: configuration.nonce,
      codeVerifier: configuration.codeVerifier,
      logoutUrl: configuration.logoutUrl,
      originalUrl,
    };
    localStorage.setItem(pendingKey, JSON.stringify(pending));
  },
  clearPending: () => localStorage.removeItem(pendingKey),
  session: () => read<SsoSession>(sessionKey),
  keepSession: (session: SsoSession) => localStorage.setItem(sessionKey, JSON.stringify(session)),
  clearSession: () => localStorage.removeItem(sessionKey),
  isAutoOidcDisabled: () => localStorage.getItem(autoOidcDisabledKey) === '1',
  setAutoOidcDisabled(disabled: boolean): void {
    if (disabled) localStorage.setItem(autoOidcDisabledKey, '1');
    else localStorage.removeItem(autoOidcDisabledKey);
  },
};

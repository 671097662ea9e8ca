import type { OidcRefreshAnswer } from '@lessor/domain/api';
import { oidcStorage, type SsoSession } from './oidc-storage.ts';

/** foundation.md §9: renew at or below 600 s left; keep-alive at most once per 5 s. */
const renewThresholdSeconds = 600;
const keepAliveThrottleMs = 5000;

/**
 * Whether the provider's refresh token should be renewed now: at or below the threshold left, but
 * not once expired, and never when its whole lifetime is under the threshold (it would renew at
 * every call).
 */
export function shouldRenewRefreshToken(
  session: Pick<SsoSession, 'refreshTokenIat' | 'refreshTokenExpiresIn'>,
  nowSeconds: number,
  threshold = renewThresholdSeconds,
): boolean {
  const lifetime = session.refreshTokenExpiresIn;
  if (lifetime === null || lifetime < threshold) return false;
  const left = session.refreshTokenIat + lifetime - nowSeconds;
  return left > 0 && left <= threshold;
}

/** Calls `work` at most once per `intervalMs`. */
export function throttle(work: () => void, intervalMs: number, now = () => Date.now()): () => void {
  let last = Number.NEGATIVE_INFINITY;
  return () => {
    if (now() - last < intervalMs) return;
    last = now();
    work();
  };
}

type Call = (path: string, init?: { method?: string; body?: unknown }) => Promise<Response>;

/**
 * After each successful API call of a user signed in by SSO: the keep-alive (throttled), and the
 * refresh token's renewal when due, one renewal at a time. A failed renewal is logged and ignored.
 */
export function ssoMaintenance(call: Call): () => void {
  let renewing = false;
  let keepAlive: (() => void) | undefined;
  let keepAliveFor: string | undefined;
  return () => {
    const session = oidcStorage.session();
    if (!session) return;
    const base = `/api/core/oidc/${encodeURIComponent(session.oidcId)}`;
    if (keepAliveFor !== session.oidcId) {
      keepAliveFor = session.oidcId;
      keepAlive = throttle(() => void call(`${base}/keep-alive`).catch(() => undefined), keepAliveThrottleMs);
    }
    keepAlive?.();
    if (renewing || !shouldRenewRefreshToken(session, Date.now() / 1000)) return;
    renewing = true;
    call(`${base}/access-token`, { method: 'POST', body: { grantType: 'refresh_token' } })
      .then((response) => response.json() as Promise<OidcRefreshAnswer>)
      .then((answer) =>
        oidcStorage.keepSession({
          ...session,
          refreshTokenIat: answer.ssoRefreshTokenIat,
          refreshTokenExpiresIn: answer.ssoRefreshTokenExpiresIn,
        }),
      )
      .catch((error: unknown) => console.warn('SSO refresh failed', error))
      .finally(() => {
        renewing = false;
      });
  };
}

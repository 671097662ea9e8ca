import { apiPaths, type CurrentUser, type TotpChallenge } from '@lessor/domain/api';
import { apiJson } from '../api/api-client.ts';
import { sessionStore } from '../api/session-store.ts';

export type FirstFactorAnswer = CurrentUser | TotpChallenge;

export function isTotpChallenge(answer: FirstFactorAnswer): answer is TotpChallenge {
  return 'totpToken' in answer;
}

/** A one-time token: a session, or the TOTP step for a user with MFA. */
export function signInWithToken(token: string): Promise<FirstFactorAnswer> {
  sessionStore.clear();
  return apiJson<FirstFactorAnswer>(apiPaths.tokenLogin, { method: 'POST', body: { token } });
}

/** The TOTP step: the temporary token and the six digits of the user's application. */
export function signInWithTotp(totpToken: string, code: string): Promise<CurrentUser> {
  return apiJson<CurrentUser>(apiPaths.totpLogin, { method: 'POST', body: { totpToken, code } });
}

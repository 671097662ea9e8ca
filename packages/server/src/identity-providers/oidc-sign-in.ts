import type { OidcLoginRequest } from '@lessor/domain/api';
import { LessorError } from '@lessor/domain/errors';
import type { Kysely } from 'kysely';
import * as client from 'openid-client';
import type { CoreDatabase } from '../db/schema.ts';
import { assertIssuedToClient } from './assert-issued-to-client.ts';
import type { OidcClients } from './oidc-client.ts';
import type { OidcProvider } from './oidc-settings.ts';
import { consumeOidcState } from './oidc-states.ts';

export interface OidcIdentity {
  username: string;
  idToken: string | null;
  refreshToken: string | undefined;
  /** The refresh token's lifetime in seconds, when the provider tells it. */
  refreshExpiresIn: number | null;
}

/**
 * Checks the provider's answer: the state must be one this server issued for this provider and
 * never used; the code is exchanged with its PKCE verifier, and the id token must carry the nonce.
 * An access token instead of a code must have been issued to the configured client; the user is
 * then read from the provider's userinfo endpoint.
 */
export async function identityFromProvider(
  db: Kysely<CoreDatabase>,
  clients: OidcClients,
  provider: OidcProvider,
  request: OidcLoginRequest,
): Promise<OidcIdentity> {
  const config = await clients.of(provider);
  const claimName = provider.settings.usernameClaim ?? 'email';
  if (request.accessToken && !request.code) {
    await assertIssuedToClient(config, provider.settings.clientId, request.accessToken);
    const info = await client.fetchUserInfo(config, request.accessToken, client.skipSubjectCheck);
    return {
      username: usernameIn(info, claimName),
      idToken: null,
      refreshToken: undefined,
      refreshExpiresIn: null,
    };
  }
  if (!request.code || !request.state) throw new LessorError('OIDC_LOGIN_FAILED');
  const issued = await consumeOidcState(db, provider.id, request.state);
  if (
    !issued ||
    (request.nonce !== undefined && request.nonce !== issued.nonce) ||
    (request.codeVerifier !== undefined && request.codeVerifier !== issued.codeVerifier)
  )
    throw new LessorError('OIDC_LOGIN_FAILED');
  const callback = new URL(provider.settings.redirectUri);
  callback.search = '';
  callback.searchParams.set('code', request.code);
  callback.searchParams.set('state', request.state);
  // The state is bound to this provider on the server, which already rules out a mix-up.
  callback.searchParams.set('iss', request.iss ?? config.serverMetadata().issuer);
  const tokens = await client.authorizationCodeGrant(config, callback, {
    pkceCodeVerifier: issued.codeVerifier,
    expectedState: request.state,
    expectedNonce: issued.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new LessorError('OIDC_LOGIN_FAILED');
  const refreshExpiresIn = tokens.refresh_expires_in;
  return {
    username: usernameIn(claims, claimName),
    idToken: tokens.id_token ?? null,
    refreshToken: tokens.refresh_token,
    refreshExpiresIn: typeof refreshExpiresIn === 'number' ? refreshExpiresIn : null,
  };
}

function usernameIn(claims: Record<string, unknown>, claimName: string): string {
  const value = claims[claimName];
  if (typeof value !== 'string' || value === '') throw new LessorError('OIDC_LOGIN_FAILED');
  return value;
}

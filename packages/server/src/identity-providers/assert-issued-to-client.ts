import { LessorError } from '@lessor/domain/errors';
import * as client from 'openid-client';

/**
 * An access token opens a session only when the configured provider says it is active and was
 * issued to the configured client (or names it as audience). A token the provider gave any other
 * application, whose holder may be that application rather than the user, is refused. Asked of
 * the provider's introspection endpoint (RFC 7662) with the client's own credentials; a provider
 * without one cannot sign in by access token.
 */
export async function assertIssuedToClient(
  config: client.Configuration,
  clientId: string,
  accessToken: string,
): Promise<void> {
  if (!config.serverMetadata().introspection_endpoint) throw new LessorError('OIDC_LOGIN_FAILED');
  const answer = await client.tokenIntrospection(config, accessToken, { token_type_hint: 'access_token' });
  const audiences = [answer.aud ?? []].flat();
  const forThisClient = answer.client_id === clientId || audiences.includes(clientId);
  const fromThisIssuer = answer.iss === undefined || answer.iss === config.serverMetadata().issuer;
  if (answer.active !== true || !forThisClient || !fromThisIssuer) throw new LessorError('OIDC_LOGIN_FAILED');
}

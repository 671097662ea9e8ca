import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';

export interface DemoOidcUser {
  /** The login typed on the provider's page; also the `sub` and `email` claims. */
  username: string;
  password: string;
  name?: string;
}

export interface DemoOidcClient {
  clientId: string;
  /** A confidential client's secret, sent in the body of token and introspection requests. */
  clientSecret?: string;
  redirectUris: string[];
  postLogoutRedirectUris?: string[];
}

export interface DemoOidcProvider {
  issuer: string;
  close(): Promise<void>;
}

/**
 * A real OpenID provider (the oidc-provider package) on a local port, holding a few users, for
 * trying Lessor on a fresh machine and for the tests: its own sign-in page, authorization code
 * with PKCE, refresh tokens, end-session. Consent is granted at once: the only clients are Lessor's.
 */
export async function startDemoOidcProvider(options: {
  users: DemoOidcUser[];
  clients: DemoOidcClient[];
  port?: number;
  host?: string;
}): Promise<DemoOidcProvider> {
  const host = options.host ?? '127.0.0.1';
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const issuer = `http://${host}:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, configuration(options.users, options.clients));
  const callback = provider.callback();
  server.on('request', (request, response) => {
    checkPassword(request, response, options.users)
      .then((handled) => {
        if (!handled) callback(request, response);
      })
      .catch(() => {
        response.statusCode = 400;
        response.end();
      });
  });
  return {
    issuer,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function configuration(users: DemoOidcUser[], clients: DemoOidcClient[]): Configuration {
  return {
    clients: clients.map((client) => ({
      client_id: client.clientId,
      ...(client.clientSecret
        ? { client_secret: client.clientSecret, token_endpoint_auth_method: 'client_secret_post' }
        : { token_endpoint_auth_method: 'none' }),
      redirect_uris: client.redirectUris,
      post_logout_redirect_uris: client.postLogoutRedirectUris ?? [],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
    })),
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    claims: { openid: ['sub'], email: ['email'], profile: ['name'] },
    // The id token carries the e-mail, which relying parties such as Lessor take as the username.
    conformIdTokenClaims: false,
    features: {
      devInteractions: { enabled: true },
      rpInitiatedLogout: { enabled: true },
      // Relying parties ask whether an access token handed to them was issued to them.
      introspection: { enabled: true },
    },
    async findAccount(_ctx, id) {
      const user = users.find((candidate) => candidate.username === id);
      if (!user) return undefined;
      return {
        accountId: id,
        claims: async () => ({ sub: id, email: id, name: user.name ?? id }),
      };
    },
    async loadExistingGrant(ctx) {
      const { client, session, provider } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) return provider.Grant.find(grantId);
      const grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile offline_access');
      await grant.save();
      return grant;
    },
    // Lessor renews through the refresh token without asking the user to consent again.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
  };
}

/**
 * The development sign-in page of oidc-provider accepts any login; this one checks the password of
 * a known user first, and shows the page again when it is wrong.
 */
async function checkPassword(request: IncomingMessage, response: ServerResponse, users: DemoOidcUser[]) {
  if (request.method !== 'POST' || !request.url?.startsWith('/interaction/')) return false;
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks).toString();
  // oidc-provider reads an already-read body from here.
  Object.assign(request, { body });
  const form = new URLSearchParams(body);
  if (form.get('prompt') !== 'login') return false;
  const user = users.find((candidate) => candidate.username === form.get('login'));
  if (user && user.password === form.get('password')) return false;
  response.writeHead(303, { location: request.url });
  response.end();
  return true;
}

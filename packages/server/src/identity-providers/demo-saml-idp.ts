import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as samlify from 'samlify';
import { demoSamlCertificate, demoSamlPrivateKey } from './demo-saml-credentials.ts';
import { samlLoginPage, samlPostPage } from './demo-saml-pages.ts';

// samlify refuses to parse without an XML schema validator, and none is installed. This identity
// provider parses only the AuthnRequests Lessor itself sends it, in tests and demos; the side that
// matters, Lessor checking the provider's signed responses, is node-saml's and validates in full.
samlify.setSchemaValidator({ validate: () => Promise.resolve('skipped') });

export interface DemoSamlUser {
  username: string;
  password: string;
}

export interface DemoSamlIdp {
  entryPoint: string;
  certificate: string;
  close(): Promise<void>;
}

/**
 * A real SAML 2.0 identity provider (samlify) on a local port, for the tests and demos: its own
 * sign-in page, then a signed response posted to the service provider's assertion consumer.
 */
export async function startDemoSamlIdp(options: {
  users: DemoSamlUser[];
  serviceProvider: { entityId: string; assertionConsumerUrl: string };
  port?: number;
  host?: string;
}): Promise<DemoSamlIdp> {
  const host = options.host ?? '127.0.0.1';
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const origin = `http://${host}:${(server.address() as AddressInfo).port}`;
  const { binding } = samlify.Constants.namespace;
  const idp = samlify.IdentityProvider({
    entityID: `${origin}/metadata`,
    privateKey: demoSamlPrivateKey,
    signingCert: demoSamlCertificate,
    singleSignOnService: [{ Binding: binding.redirect, Location: `${origin}/sso` }],
    wantAuthnRequestsSigned: false,
    isAssertionEncrypted: false,
  });
  const sp = samlify.ServiceProvider({
    entityID: options.serviceProvider.entityId,
    assertionConsumerService: [
      { Binding: binding.post, Location: options.serviceProvider.assertionConsumerUrl },
    ],
    authnRequestsSigned: false,
    wantAssertionsSigned: true,
    wantMessageSigned: true,
  });

  server.on('request', (request, response) => {
    handle(request, response).catch(() => send(response, 400, 'Invalid SAML request'));
  });
  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', origin);
    if (url.pathname !== '/sso') return send(response, 404, 'Not found');
    const form = request.method === 'POST' ? new URLSearchParams(await bodyOf(request)) : url.searchParams;
    const samlRequest = form.get('SAMLRequest') ?? '';
    const relayState = form.get('RelayState') ?? '';
    const { extract } = await idp.parseLoginRequest(sp, 'redirect', { query: { SAMLRequest: samlRequest } });
    if (request.method !== 'POST') return send(response, 200, samlLoginPage({ samlRequest, relayState }));
    const user = options.users.find((candidate) => candidate.username === form.get('username'));
    if (!user || user.password !== form.get('password'))
      return send(
        response,
        200,
        samlLoginPage({ samlRequest, relayState, error: 'Invalid username or password' }),
      );
    const answer = await idp.createLoginResponse(
      sp,
      { extract },
      'post',
      { email: user.username },
      { relayState },
    );
    const action =
      'entityEndpoint' in answer ? answer.entityEndpoint : options.serviceProvider.assertionConsumerUrl;
    return send(response, 200, samlPostPage(action, answer.context, relayState));
  }

  return {
    entryPoint: `${origin}/sso`,
    certificate: demoSamlCertificate,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

function send(response: ServerResponse, status: number, html: string) {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  response.end(html);
}

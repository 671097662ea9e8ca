import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadSessionSecret } from '../auth/session-tokens.ts';
import { buildApp } from '../http/build-app.ts';
import { strictIssuerPolicy } from '../identity-providers/issuer-policy.ts';
import { saveOidcProvider } from '../identity-providers/oidc-settings.ts';
import { describeOnEachDatabase, type TestClient } from '../testing/index.ts';

const redirectUri = 'https://lessor.test/authentication/login-page';

describeOnEachDatabase(
  'OIDC issuers the server calls, on the $name database',
  // The test app allows plain http to loopback, as the demo and the tests do.
  (testApp) => {
    /** The server's default: https to public addresses only. */
    let strictApp: FastifyInstance;
    let admin: TestClient;
    let failingIssuer: Server;
    let failingIssuerRequests = 0;
    const connectionAttempts: string[] = [];
    const watchSocket = (message: unknown) =>
      (message as { socket: Socket }).socket.on('connectionAttempt', (ip: string) =>
        connectionAttempts.push(ip),
      );

    const saveSettings = (app: FastifyInstance, id: string, issuer: string) =>
      app.inject({
        method: 'PUT',
        url: `/api/core/oidc/${id}/settings`,
        headers: { authorization: admin.authorization },
        payload: { issuer, clientId: 'lessor', redirectUri },
      });
    /** A provider stored before issuers were checked, as a database may still hold. */
    const storeUnchecked = (id: string, issuer: string) =>
      saveOidcProvider(
        testApp.db.app,
        { id, tenant: admin.tenant, settings: { issuer, clientId: 'lessor', redirectUri } },
        admin.username,
      );
    const signInPage = (app: FastifyInstance, id: string) =>
      app.inject({ method: 'GET', url: `/api/core/oidc/${id}` });

    beforeAll(async () => {
      strictApp = await buildApp({
        db: testApp.db,
        sessionSecret: await loadSessionSecret(testApp.db),
        issuerPolicy: strictIssuerPolicy,
      });
      admin = await testApp.tenantClient('ssrf');
      failingIssuer = createServer((_request, response) => {
        failingIssuerRequests++;
        response.writeHead(500).end();
      });
      await new Promise<void>((resolve) => failingIssuer.listen(0, '127.0.0.1', resolve));
      subscribe('net.client.socket', watchSocket);
    });
    afterAll(async () => {
      unsubscribe('net.client.socket', watchSocket);
      await new Promise((resolve) => failingIssuer.close(resolve));
      await strictApp.close();
    });

    it('refuses to save an http issuer on a name that is not loopback, and writes nothing', async () => {
      const saved = await saveSettings(testApp.app, 'plain-http', 'http://sso.example.com/realms/acme');
      expect(saved.statusCode).toBe(400);
      expect(saved.json()).toMatchObject({ status: 400, code: 'OIDC_ISSUER_REFUSED' });
      expect((await signInPage(testApp.app, 'plain-http')).json()).toMatchObject({
        code: 'IDENTITY_PROVIDER_NOT_FOUND',
      });

      await storeUnchecked('plain-http-stored', 'http://sso.example.com/realms/acme');
      const page = await signInPage(testApp.app, 'plain-http-stored');
      expect(page.json()).toMatchObject({ status: 400, code: 'OIDC_ISSUER_REFUSED' });
    });

    it('refuses link-local and private issuers before any connection is attempted', async () => {
      for (const [id, issuer] of [
        ['metadata', 'https://169.254.169.254/latest/meta-data'],
        ['private', 'https://10.20.30.40/realms/acme'],
        ['mapped', 'https://[::ffff:10.20.30.40]/realms/acme'],
      ] as const) {
        const saved = await saveSettings(testApp.app, id, issuer);
        expect(saved.json(), issuer).toMatchObject({ status: 400, code: 'OIDC_ISSUER_REFUSED' });
        expect((await signInPage(testApp.app, id)).json()).toMatchObject({
          code: 'IDENTITY_PROVIDER_NOT_FOUND',
        });

        await storeUnchecked(`${id}-stored`, issuer);
        const page = await signInPage(testApp.app, `${id}-stored`);
        expect(page.json(), issuer).toMatchObject({ status: 400, code: 'OIDC_ISSUER_REFUSED' });
      }
      expect(connectionAttempts.filter((ip) => /^(::ffff:)?(10|169\.254)\./.test(ip))).toEqual([]);
    });

    it('refuses a name that resolves to this machine unless the configuration allows it', async () => {
      const issuer = `https://localhost:${(failingIssuer.address() as AddressInfo).port}`;
      const saved = await saveSettings(strictApp, 'loopback', issuer);
      expect(saved.json()).toMatchObject({ status: 400, code: 'OIDC_ISSUER_REFUSED' });

      await storeUnchecked('loopback-stored', issuer);
      const before = failingIssuerRequests;
      const page = await signInPage(strictApp, 'loopback-stored');
      expect(page.json()).toMatchObject({ status: 400, code: 'OIDC_ISSUER_REFUSED' });
      expect(failingIssuerRequests).toBe(before);
    });

    it('asks a failing issuer once, however often its sign-in page is called', async () => {
      const issuer = `http://127.0.0.1:${(failingIssuer.address() as AddressInfo).port}`;
      const saved = await saveSettings(testApp.app, 'failing', issuer);
      expect(saved.statusCode, saved.body).toBe(204);
      const before = failingIssuerRequests;
      for (let call = 0; call < 5; call++) {
        const page = await signInPage(testApp.app, 'failing');
        expect(page.json()).toMatchObject({ code: 'UNAVAILABLE_SOFTWARE' });
      }
      expect(failingIssuerRequests - before).toBe(1);
    });
  },
);

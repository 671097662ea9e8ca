import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { issueLoginToken } from '../auth/login-tokens.ts';
import { loadSessionSecret } from '../auth/session-tokens.ts';
import { writeConfigurationDocument } from '../configuration-documents/configuration-document-store.ts';
import type { Database } from '../db/database.ts';
import { type AppOptions, buildApp } from '../http/build-app.ts';
import { withTenant } from '../tenancy/with-tenant.ts';
import { createTenant } from '../tenants/create-tenant.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  /** Creates a tenant with its administrator and answers a client signed in as that administrator. */
  tenantClient(tenant: string): Promise<TestClient>;
  /** Signs in a user who exists already, as a browser would. */
  userClient(tenant: string, username: string): Promise<TestClient>;
  /** Writes a configuration document of the client's tenant (profilesPermissions, lists...) as that client's user. */
  configure(client: TestClient, name: string, value: unknown): Promise<void>;
  close(): Promise<void>;
}

/** Calls the API as one signed-in user, the way a browser would: through the sign-in route. */
export interface TestClient {
  tenant: string;
  username: string;
  authorization: string;
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
}

/** What a test may set of the app; `entities` must be those its database was opened for. */
export type TestAppOptions = Pick<
  AppOptions,
  | 'permissionsCacheMs'
  | 'issuerPolicy'
  | 'publicUrl'
  | 'storageQuotaBytes'
  | 'conversionLimits'
  | 'trustProxy'
  | 'entityHooks'
  | 'billingBatchSize'
  | 'lecturaUrl'
  | 'banUrl'
  | 'mapTilesUrl'
  | 'companyRegistryUrl'
  | 'entities'
  | 'allowHttpPushEndpoints'
  | 'jobQueue'
  | 'metricsToken'
  | 'statementInbox'
  | 'logger'
  | 'accessLogSampleRate'
  | 'logRetentionDays'
>;

export async function startTestApp(db: Database, options: TestAppOptions = {}): Promise<TestApp> {
  const app = await buildApp({
    db,
    sessionSecret: await loadSessionSecret(db),
    // The tests run their identity providers on this machine, over plain http.
    issuerPolicy: { allowHttpLoopback: true, allowedHosts: [] },
    ...options,
  });
  const userClient = async (tenant: string, username: string): Promise<TestClient> => {
    const token = await issueLoginToken(db.app, { tenant, username });
    const login = await app.inject({
      method: 'POST',
      url: '/api/core/auth/token/login',
      payload: { token },
    });
    const session = login.headers.authorization;
    if (login.statusCode !== 200 || typeof session !== 'string')
      throw new Error(`sign-in failed: ${login.body}`);
    const authorization = `Bearer ${session}`;
    return {
      tenant,
      username,
      authorization,
      request: (options) => app.inject({ ...options, headers: { authorization, ...options.headers } }),
    };
  };
  return {
    app,
    db,
    async tenantClient(tenant) {
      const { username } = await createTenant(db.app, { id: tenant, admin: 'admin' });
      return userClient(tenant, username);
    },
    userClient,
    async configure(client, name, value) {
      await withTenant(db.app, client.tenant, (trx) =>
        writeConfigurationDocument(trx, client.tenant, name, value, client.username),
      );
    },
    async close() {
      await app.close();
      await db.close();
    },
  };
}

// Requests per second on an authenticated route against the same route without authentication, in
// one run: the cost of the session check (signature, revocation look-up, renewal) and the
// permission check, for an admin and for a user whose permissions come from profilesPermissions.
// Run: npx node bench/auth/auth.bench.ts   (PostgreSQL from DATABASE_URL or the local server, else embedded)
import { createHmac } from 'node:crypto';
import { openSession } from '../../packages/server/src/auth/session-registry.ts';
import { loadSessionSecret, SessionTokens } from '../../packages/server/src/auth/session-tokens.ts';
import { writeConfigurationDocument } from '../../packages/server/src/configuration-documents/configuration-document-store.ts';
import { openDatabase } from '../../packages/server/src/db/open-database.ts';
import { buildApp } from '../../packages/server/src/http/build-app.ts';
import { withTenant } from '../../packages/server/src/tenancy/with-tenant.ts';
import { createTenant } from '../../packages/server/src/tenants/create-tenant.ts';
import { availableTestDatabases } from '../../packages/server/src/testing/test-databases.ts';
import { createUser, getUser } from '../../packages/server/src/users/user-store.ts';
import { loadWithAutocannon } from '../shared/load-with-autocannon.ts';
import { medianOfRounds } from '../shared/median-of-rounds.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const connections = 10;
const tenant = 'bench';
const load = (url: string, headers: Record<string, string> = {}) =>
  loadWithAutocannon(url, { headers, connections, seconds });

const postgres = (await availableTestDatabases()).find((database) => database.name === 'postgres');
const db = postgres ? await postgres.open() : await openDatabase({});
const secret = await loadSessionSecret(db);
await createTenant(db.app, { id: tenant, admin: 'admin' });
// Sessions belong to stored users: every request reads its user's current rights.
const [admin, reader] = await withTenant(db.app, tenant, async (trx) => {
  await writeConfigurationDocument(trx, tenant, 'profilesPermissions', { READER: ['read all'] }, 'bench');
  const reader = await createUser(trx, tenant, { username: `reader@${tenant}`, profiles: ['READER'] });
  return [await getUser(trx, tenant, `admin@${tenant}`), reader];
});
const tokens = new SessionTokens(secret);
const adminSession = await openSession(db, tokens, admin, 'a sign-in link');
const readerSession = await openSession(db, tokens, reader, 'a sign-in link');
/** The admin's session as a token signed six minutes ago (an HS256 JWT): each call it makes is answered a renewed one. */
function agedToken(token: string): string {
  const [header = '', payload = ''] = token.split('.');
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    ...JSON.parse(Buffer.from(payload, 'base64url').toString()),
    iat: now - 6 * 60,
    exp: now + 20 * 60,
  };
  const signed = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${signed}.${createHmac('sha256', secret).update(signed).digest('base64url')}`;
}
const agedAdminSession = agedToken(adminSession);

// The same handler twice: behind the authentication hook, and public.
const app = await buildApp({ db, sessionSecret: secret });
const handler = async () => ({ status: 'ok', at: 'bench' });
app.get('/api/bench/probe', handler);
app.get('/api/bench/probe-public', { config: { public: true } }, handler);
await app.listen({ port: 0, host: '127.0.0.1' });
const origin = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

// Warm-up, unmeasured: the first load otherwise pays for the JIT.
await load(`${origin}/api/bench/probe-public`);
await load(`${origin}/api/bench/probe`, { authorization: `Bearer ${adminSession}` });

const cases: [string, string, Record<string, string>][] = [
  ['public route (no authentication)', `${origin}/api/bench/probe-public`, {}],
  ['authenticated, admin', `${origin}/api/bench/probe`, { authorization: `Bearer ${adminSession}` }],
  [
    'authenticated, profile permission',
    `${origin}/api/bench/probe`,
    { authorization: `Bearer ${readerSession}` },
  ],
  [
    'authenticated, admin, token to renew',
    `${origin}/api/bench/probe`,
    { authorization: `Bearer ${agedAdminSession}` },
  ],
];
const results = await medianOfRounds(
  cases.map(([name, url, headers]) => [name, () => load(url, headers)] as const),
  rounds,
);
const baseline = results['public route (no authentication)']?.requestsPerSecond ?? 1;
console.log(
  `${db.kind === 'postgres' ? 'PostgreSQL' : 'embedded database'}; ${connections} connections, median of ${rounds} rounds of ${seconds} s`,
);
console.table(
  Object.fromEntries(
    Object.entries(results).map(([name, figures]) => [
      name,
      { ...figures, ratioToPublic: Number((figures.requestsPerSecond / baseline).toFixed(2)) },
    ]),
  ),
);
await app.close();
await db.close();

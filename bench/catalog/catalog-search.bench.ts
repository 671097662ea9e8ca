// The vehicle catalogue's search over every model of the built-in catalogue (30,847 vPIC models and
// the tenant's own items), GET /api/external/lectura/search/{term}, with autocannon and 10
// connections, against a plain authenticated route (GET /api/core/users/current) in the same run,
// on the embedded database and on PostgreSQL. Target: p95 under 50 ms.
// Run: npx node bench/catalog/catalog-search.bench.ts   (PostgreSQL from DATABASE_URL, else the local server)
import { assetCatalogItemEntity, entities } from '@lessor/domain/entities';
import { issueLoginToken } from '../../packages/server/src/auth/login-tokens.ts';
import { loadSessionSecret } from '../../packages/server/src/auth/session-tokens.ts';
import { EntityCatalogue } from '../../packages/server/src/catalogue/entity-catalogue.ts';
import type { Database } from '../../packages/server/src/db/database.ts';
import { openDatabase } from '../../packages/server/src/db/open-database.ts';
import { EntityService } from '../../packages/server/src/entities/writing/entity-service.ts';
import { buildApp } from '../../packages/server/src/http/build-app.ts';
import { createTenant } from '../../packages/server/src/tenants/create-tenant.ts';
import { availableTestDatabases } from '../../packages/server/src/testing/test-databases.ts';
import { type LoadFigures, loadWithAutocannon } from '../shared/load-with-autocannon.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 10;
const tenant = 'bench';
const targetP95Ms = 50;
/** A frequent name (hundreds of models), a rare one, two words, and one matching nothing. */
const terms = ['ford', 'camry', 'toyota corolla', 'zzqx'];
const ownItems = 500;

type Figures = LoadFigures & { p97_5ToTarget?: number; p97_5ToPlain?: number };

/** The tenant, with a company catalogue of its own that every search also reads; answers its administrator. */
async function seed(db: Database): Promise<string> {
  const { username } = await createTenant(db.app, { id: tenant, admin: 'admin' });
  const service = new EntityService(db, new EntityCatalogue(entities), assetCatalogItemEntity);
  for (let index = 0; index < ownItems; index++)
    await service.create(
      { tenant, username: 'bench' },
      {
        name: `Fleet pack ${index}`,
        manufacturer: index % 2 ? 'Toyota' : 'Renault',
        model: `Model ${index}`,
        unitPrice: 20_000 + index,
      },
    );
  return username;
}

async function measure(db: Database, username: string): Promise<Record<string, Figures>> {
  const app = await buildApp({ db, sessionSecret: await loadSessionSecret(db) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  // Signed in as a browser is: the administrator's session, through the sign-in route.
  const login = await app.inject({
    method: 'POST',
    url: '/api/core/auth/token/login',
    payload: { token: await issueLoginToken(db.app, { tenant, username }) },
  });
  const headers = { authorization: `Bearer ${String(login.headers.authorization)}` };
  const load = (path: string) => loadWithAutocannon(`${origin}${path}`, { headers, connections, seconds });
  const results: Record<string, Figures> = {
    'plain authenticated route': await load('/api/core/users/current'),
  };
  for (const term of terms)
    results[`search '${term}'`] = await load(
      `/api/external/lectura/search/${encodeURIComponent(term)}?list=`,
    );
  await app.close();
  const plain = results['plain authenticated route']?.p97_5Ms ?? 1;
  for (const figures of Object.values(results)) {
    figures.p97_5ToTarget = Number((figures.p97_5Ms / targetP95Ms).toFixed(2));
    figures.p97_5ToPlain = Number((figures.p97_5Ms / Math.max(plain, 1)).toFixed(2));
  }
  return results;
}

const postgres = (await availableTestDatabases()).find((database) => database.name === 'postgres');
if (!postgres) throw new Error('This benchmark needs PostgreSQL: set DATABASE_URL or start a local server');
for (const [name, open] of [
  ['embedded database', () => openDatabase({})],
  ['PostgreSQL', () => postgres.open()],
] as const) {
  const db = await open();
  const username = await seed(db);
  console.log(
    `${name}: ${connections} connections for ${seconds} s each; ${ownItems} own items in the tenant`,
  );
  console.table(await measure(db, username));
  await db.close();
}

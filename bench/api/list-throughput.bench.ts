// GET /api/person/persons?range=0-19 throughput with autocannon, on the embedded database and on
// PostgreSQL, each against a bare Fastify handler running the same SQL through `pg`, in one run.
// Run: npx node bench/api/list-throughput.bench.ts   (PostgreSQL from DATABASE_URL, else the local server)
import { entities, personEntity } from '@lessor/domain/entities';
import Fastify from 'fastify';
import pg from 'pg';
import { loadSessionSecret } from '../../packages/server/src/auth/session-tokens.ts';
import { EntityCatalogue } from '../../packages/server/src/catalogue/entity-catalogue.ts';
import type { Database } from '../../packages/server/src/db/database.ts';
import { openDatabase } from '../../packages/server/src/db/open-database.ts';
import { EntityService } from '../../packages/server/src/entities/writing/entity-service.ts';
import { buildApp } from '../../packages/server/src/http/build-app.ts';
import { demoPersons } from '../../packages/server/src/seed/demo-persons.ts';
import { availableTestDatabases } from '../../packages/server/src/testing/test-databases.ts';
import { adminAuthorization } from '../shared/admin-authorization.ts';
import { type LoadFigures, loadWithAutocannon } from '../shared/load-with-autocannon.ts';

const personsPerTenant = Number(process.env.BENCH_PERSONS ?? 2000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 10;
const tenant = 'bench';

type Figures = LoadFigures & { ratioToBare?: number };

const load = (url: string, headers: Record<string, string> = {}) =>
  loadWithAutocannon(url, { headers, connections, seconds });

/** The measured tenant and a neighbour, with realistic persons written through the entity service. */
async function seed(db: Database): Promise<void> {
  for (const [index, id] of [tenant, 'neighbour'].entries()) {
    await db.app.insertInto('tenants').values({ id, name: id, kind: 'test' }).execute();
    const service = new EntityService(db, new EntityCatalogue(entities), personEntity);
    for (const person of demoPersons(personsPerTenant, index + 1))
      await service.create({ tenant: id, username: 'bench' }, person);
  }
}

/** Lessor as it serves users: session check, tenant transaction under row-level security, response schema. */
async function serveLessor(db: Database) {
  const secret = await loadSessionSecret(db);
  const app = await buildApp({ db, sessionSecret: secret });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    url: `${origin(app)}/api/person/persons?range=0-19`,
    headers: { authorization: await adminAuthorization(db, tenant) },
  };
}

/** The baseline: Fastify and `pg` running the list's data query, and nothing else. */
async function serveBare(connectionString: string) {
  const pool = new pg.Pool({ connectionString, max: 10 });
  const app = Fastify();
  app.get('/persons', async () => {
    const { rows } = await pool.query(
      'select * from persons where tenant = $1 order by _insert_date desc, id desc limit 21 offset 0',
      [tenant],
    );
    return rows.slice(0, 20);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, pool, url: `${origin(app)}/persons` };
}

function origin(app: { server: { address(): unknown } }): string {
  return `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
}

const postgres = (await availableTestDatabases()).find((database) => database.name === 'postgres');
if (!postgres) throw new Error('This benchmark needs PostgreSQL: set DATABASE_URL or start a local server');
const embeddedDb = await openDatabase({});
const postgresDb = await postgres.open();
// One after the other: the embedded database computes on this thread and would starve new PostgreSQL connections.
await seed(embeddedDb);
await seed(postgresDb);

const bare = await serveBare(postgresDb.connectionString ?? '');
const embedded = await serveLessor(embeddedDb);
const server = await serveLessor(postgresDb);

const results: Record<string, Figures> = {
  'bare Fastify + pg (PostgreSQL)': await load(bare.url),
  'Lessor, embedded database': await load(embedded.url, embedded.headers),
  'Lessor, PostgreSQL': await load(server.url, server.headers),
};
const baseline = results['bare Fastify + pg (PostgreSQL)']?.requestsPerSecond ?? 1;
for (const figures of Object.values(results))
  figures.ratioToBare = Number((figures.requestsPerSecond / baseline).toFixed(2));
console.log(
  `${personsPerTenant} persons in each of 2 tenants; ${connections} connections for ${seconds} s each`,
);
console.table(results);

await Promise.all([bare.app.close(), bare.pool.end(), embedded.app.close(), server.app.close()]);
await Promise.all([embeddedDb.close(), postgresDb.close()]);

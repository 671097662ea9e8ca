// What keeping an access log line (and an audit line) costs the calls that are logged: the same
// calls on two apps over one PostgreSQL database, one keeping every line, the other keeping none
// of the fast successful reads (LESSOR_ACCESS_LOG_SAMPLE=0), measured in one run as ratios.
// Run: npx node bench/logbook/access-log-cost.bench.ts   (PostgreSQL from DATABASE_URL, else the local server)
import { entities, personEntity } from '@lessor/domain/entities';
import type { FastifyInstance } from 'fastify';
import { EntityCatalogue } from '../../packages/server/src/catalogue/entity-catalogue.ts';
import { EntityService } from '../../packages/server/src/entities/writing/entity-service.ts';
import { demoPersons } from '../../packages/server/src/seed/demo-persons.ts';
import { startTestApp } from '../../packages/server/src/testing/test-app.ts';
import { availableTestDatabases } from '../../packages/server/src/testing/test-databases.ts';
import { type LoadFigures, loadWithAutocannon } from '../shared/load-with-autocannon.ts';

const persons = Number(process.env.BENCH_PERSONS ?? 2000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 10;
const tenant = 'bench';

const postgres = (await availableTestDatabases()).find((database) => database.name === 'postgres');
if (!postgres) throw new Error('This benchmark needs PostgreSQL: set DATABASE_URL or start a local server');
const db = await postgres.open();

async function serve(accessLogSampleRate: number) {
  const started = await startTestApp(db, { accessLogSampleRate });
  await started.app.listen({ port: 0, host: '127.0.0.1' });
  return {
    ...started,
    origin: `http://127.0.0.1:${(started.app.server.address() as { port: number }).port}`,
  };
}
const logged = await serve(1);
const unlogged = await serve(0);
const admin = await logged.tenantClient(tenant);
const headers = { authorization: admin.authorization };
const service = new EntityService(db, new EntityCatalogue(entities), personEntity);
let registration = '';
for (const person of demoPersons(persons, 1))
  registration = String(
    ((await service.create({ tenant, username: admin.username }, person)).body as { registration: string })
      .registration,
  );
const rowsOf = async (table: string) =>
  Number(
    (
      await db.owner
        .selectFrom(table as 'tenants')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

type Figures = LoadFigures & { linesWritten: number };
const results: Record<string, Figures> = {};
const measure = async (label: string, app: { app: FastifyInstance; origin: string }, path: string) => {
  const before = (await rowsOf('access_logs')) + (await rowsOf('audits'));
  const figures = await loadWithAutocannon(`${app.origin}${path}`, { headers, connections, seconds });
  await app.app.logBook.flush();
  results[label] = {
    ...figures,
    linesWritten: (await rowsOf('access_logs')) + (await rowsOf('audits')) - before,
  };
};
const list = '/api/person/persons?range=0-19';
const item = `/api/person/persons/${registration}`;
// Alternated, so that neither side always runs on the warmer database.
await measure('list, no line kept', unlogged, list);
await measure('list, access log kept', logged, list);
await measure('record, audit only', unlogged, item);
await measure('record, access log and audit', logged, item);

const ratio = (a: string, b: string) =>
  Number(((results[a]?.requestsPerSecond ?? 0) / (results[b]?.requestsPerSecond ?? 1)).toFixed(2));
console.log(`${persons} persons; ${connections} connections for ${seconds} s each, PostgreSQL`);
console.table(results);
console.log(
  `throughput with the access log kept, as a share of none: list ${ratio('list, access log kept', 'list, no line kept')}, ` +
    `record ${ratio('record, access log and audit', 'record, audit only')}; lines dropped: ` +
    `${logged.app.logBook.dropped + unlogged.app.logBook.dropped}`,
);
await Promise.all([logged.app.close(), unlogged.app.close()]);
await db.close();

// What a write costs through the entity service, on the embedded database and on PostgreSQL:
// contracts created naming no record and naming persons and an asset, patched with and without a
// new reference, and deleted. Run before and after a change to the write path and compare rows.
// Run: npx node bench/api-write/write-cost.bench.ts   (PostgreSQL from DATABASE_URL, else the local server)
import { performance } from 'node:perf_hooks';
import { contractEntity, findEntity, personEntity } from '@lessor/domain/entities';
import type { Database } from '../../packages/server/src/db/database.ts';
import { EntityService } from '../../packages/server/src/entities/writing/entity-service.ts';
import { demoPersons } from '../../packages/server/src/seed/demo-persons.ts';
import { availableTestDatabases } from '../../packages/server/src/testing/test-databases.ts';

const writes = Number(process.env.BENCH_WRITES ?? 300);
const warmUp = 30;
const tenant = 'bench';
const actor = { tenant, username: 'bench' };

interface Figures {
  'median ms': number;
  'mean ms': number;
  'writes/s': number;
}

/** Runs `write` `writes` times one after the other, after a few untimed ones. */
async function measure(write: (index: number) => Promise<unknown>): Promise<Figures> {
  for (let index = 0; index < warmUp; index++) await write(index);
  const times: number[] = [];
  for (let index = warmUp; index < warmUp + writes; index++) {
    const started = performance.now();
    await write(index);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const mean = times.reduce((sum, time) => sum + time, 0) / times.length;
  return {
    'median ms': round(times[Math.floor(times.length / 2)] ?? 0),
    'mean ms': round(mean),
    'writes/s': Math.round(1000 / mean),
  };
}

const round = (value: number) => Math.round(value * 100) / 100;
const registrationOf = (answer: { body: unknown }) => (answer.body as { registration: string }).registration;

async function benchmark(db: Database): Promise<Record<string, Figures>> {
  await db.app.insertInto('tenants').values({ id: tenant, name: tenant, kind: 'test' }).execute();
  const assetEntity = findEntity('Asset');
  if (!assetEntity) throw new Error('no Asset entity');
  const persons = new EntityService(db, personEntity);
  const assets = new EntityService(db, assetEntity);
  const contracts = new EntityService(db, contractEntity);
  const people: string[] = [];
  for (const person of demoPersons(50, 1)) people.push(registrationOf(await persons.create(actor, person)));
  const goods: string[] = [];
  for (let index = 0; index < 50; index++)
    goods.push(registrationOf(await assets.create(actor, { name: `Van ${index}`, priceExclTax: 30000 })));
  const pick = (list: readonly string[], index: number) => list[index % list.length] ?? '';

  const plain = (index: number) => ({ name: `Lease ${index}`, financedAmountExclTax: 25000, duration: 36 });
  const linked = (index: number) => ({
    ...plain(index),
    clientRegistration: pick(people, index),
    persons: [
      { role: 'CLIENT', personRegistration: pick(people, index) },
      { role: 'PARTNER', personRegistration: pick(people, index + 7) },
    ],
    assets: [{ assetRegistration: pick(goods, index), isFinanced: true }],
  });
  const created: string[] = [];
  const results: Record<string, Figures> = {
    'create, naming no record': await measure((index) => contracts.create(actor, plain(index))),
    'create, naming 2 persons and an asset': await measure(async (index) =>
      created.push(registrationOf(await contracts.create(actor, linked(index)))),
    ),
    'patch the name': await measure((index) =>
      contracts.patch(actor, pick(created, index), { name: `Renamed ${index}` }),
    ),
    'patch the client': await measure((index) =>
      contracts.patch(actor, pick(created, index), { clientRegistration: pick(people, index + 3) }),
    ),
  };
  results['delete a draft contract'] = await measure((index) => {
    const registration = created[index];
    if (!registration) throw new Error('too few contracts to delete');
    return contracts.remove(actor, registration);
  });
  return results;
}

for (const database of await availableTestDatabases()) {
  const db = await database.open();
  const results = await benchmark(db);
  console.log(`${database.name} database: ${writes} writes of each kind, one after the other`);
  console.table(results);
  await db.close();
}

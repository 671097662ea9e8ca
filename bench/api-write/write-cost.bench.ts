// What a write costs through the entity service, on the embedded database and on PostgreSQL:
// contracts created naming no record and naming persons and an asset, patched with and without a
// new reference, deleted, and a person deleted. The kinds of write take turns, one of each per
// round, so that the load of a shared machine weighs on all alike.
//
// With BENCH_BASELINE set to another checkout of Lessor (its dependencies installed), that
// checkout's entity service writes too, in the same process, on the same database, taking turns
// with this one's: the ratios then say what a change to the write path costs.
//
// Run: npx node bench/api-write/write-cost.bench.ts   (PostgreSQL from DATABASE_URL, else the local server)
//      BENCH_BASELINE=/path/to/checkout npx node bench/api-write/write-cost.bench.ts
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { contractEntity, entities, findEntity, personEntity } from '@lessor/domain/entities';
import { EntityCatalogue } from '../../packages/server/src/catalogue/entity-catalogue.ts';
import type { Database } from '../../packages/server/src/db/database.ts';
import { EntityService } from '../../packages/server/src/entities/writing/entity-service.ts';
import { demoPersons } from '../../packages/server/src/seed/demo-persons.ts';
import { availableTestDatabases } from '../../packages/server/src/testing/test-databases.ts';

const rounds = Number(process.env.BENCH_WRITES ?? 300);
const warmUp = 20;
const tenant = 'bench';
const actor = { tenant, username: 'bench' };

type Service = Pick<EntityService, 'create' | 'patch' | 'remove'>;
/** A service as the bench builds it: on a database, for an entity. */
type ServiceClass = new (db: Database, entity: typeof contractEntity) => Service;
const shipped = new EntityCatalogue(entities);
/** This checkout's service, built as the baseline's is. */
class CurrentService extends EntityService {
  constructor(db: Database, entity: typeof contractEntity) {
    super(db, shipped, entity);
  }
}

/** The entity services that write: this checkout's, and the baseline's when one is named. */
async function writers(): Promise<Record<string, ServiceClass>> {
  const baseline = process.env.BENCH_BASELINE;
  if (!baseline) return { current: CurrentService };
  const module: { EntityService: ServiceClass & { length: number } } = await import(
    join(baseline, 'packages/server/src/entities/writing/entity-service.ts')
  );
  // A baseline from after the catalogue parameter takes it second, as this checkout's does.
  const Baseline = module.EntityService as unknown as new (...args: unknown[]) => Service;
  const withCatalogue = class {
    constructor(db: Database, entity: typeof contractEntity) {
      // biome-ignore lint/correctness/noConstructorReturn: the baseline's service stands for this one.
      return new Baseline(db, shipped, entity);
    }
  } as unknown as ServiceClass;
  return {
    current: CurrentService,
    baseline: module.EntityService.length >= 3 ? withCatalogue : module.EntityService,
  };
}

const registrationOf = (answer: { body: unknown }) => (answer.body as { registration: string }).registration;
const median = (times: readonly number[]) =>
  [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0;
const round = (value: number) => Math.round(value * 100) / 100;

async function benchmark(db: Database, services: Record<string, ServiceClass>) {
  await db.app.insertInto('tenants').values({ id: tenant, name: tenant, kind: 'test' }).execute();
  const assetEntity = findEntity('Asset');
  if (!assetEntity) throw new Error('no Asset entity');
  const persons = new CurrentService(db, personEntity);
  const assets = new CurrentService(db, assetEntity);
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

  /** One round of each kind of write, for one service; answers each one's milliseconds. */
  const roundOf = (Service: ServiceClass) => {
    const contracts = new Service(db, contractEntity);
    const personService = new Service(db, personEntity);
    return async (index: number): Promise<Record<string, number>> => {
      const times: Record<string, number> = {};
      const timed = async <T>(kind: string, write: () => Promise<T>): Promise<T> => {
        const started = performance.now();
        const result = await write();
        times[kind] = performance.now() - started;
        return result;
      };
      const bare = registrationOf(
        await timed('create, naming no record', () => contracts.create(actor, plain(index))),
      );
      const lease = registrationOf(
        await timed('create, naming 2 persons and an asset', () => contracts.create(actor, linked(index))),
      );
      await timed('patch the name', () => contracts.patch(actor, lease, { name: `Renamed ${index}` }));
      await timed('patch the client', () =>
        contracts.patch(actor, lease, { clientRegistration: pick(people, index + 3) }),
      );
      await timed('delete a draft contract', () => contracts.remove(actor, bare));
      const leaving = registrationOf(await persons.create(actor, { type: 'C', name: `Leaving ${index}` }));
      await timed('delete a person named by nothing', () => personService.remove(actor, leaving));
      return times;
    };
  };
  const runs = Object.entries(services).map(([name, Service]) => ({ name, run: roundOf(Service) }));
  const times = new Map<string, Map<string, number[]>>();
  for (let index = 0; index < warmUp + rounds; index++) {
    for (const { name, run } of runs) {
      const measured = await run(index);
      if (index < warmUp) continue;
      for (const [kind, ms] of Object.entries(measured)) {
        const byService = times.get(kind) ?? new Map<string, number[]>();
        byService.set(name, [...(byService.get(name) ?? []), ms]);
        times.set(kind, byService);
      }
    }
  }
  return Object.fromEntries(
    [...times].map(([kind, byService]) => {
      const current = median(byService.get('current') ?? []);
      const baseline = byService.get('baseline');
      return [
        kind,
        {
          'median ms': round(current),
          ...(baseline
            ? { 'baseline median ms': round(median(baseline)), ratio: round(current / median(baseline)) }
            : {}),
        },
      ];
    }),
  );
}

const services = await writers();
for (const database of await availableTestDatabases()) {
  const db = await database.open();
  const results = await benchmark(db, services);
  console.log(`${database.name} database: ${rounds} rounds of each kind of write, taking turns`);
  console.table(results);
  await db.close();
}

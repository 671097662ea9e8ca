import type { Database } from '../db/database.ts';
import { createTenant, findTenant } from '../tenants/create-tenant.ts';
import { demoBusinessRecords } from './demo-business-records.ts';
import {
  cities,
  companyStems,
  companySuffixes,
  firstNames,
  lastNames,
  streetNames,
} from './demo-vocabulary.ts';
import { insertSeedRecords } from './insert-seed-records.ts';
import { SeededRandom } from './random.ts';

export interface ScaleOptions {
  /** Contracts per tenant. */
  contracts?: number;
  /** Persons per tenant; by default one for every twenty contracts, at least ten. */
  persons?: number;
  tenants: number;
  /** Called after each tenant, for progress lines. */
  progress?: (tenant: string, inserted: number) => void;
}

/**
 * Persons made and inserted at a time: a batch's bodies are dropped before the next is made, so
 * 600,000 persons never sit in memory at once. Each batch is cut into multi-row inserts.
 */
const personsPerBatch = 5000;

/**
 * `lessor seed --persons N --contracts N --tenants T`: tenants `bench-1` to `bench-T`, each with
 * its persons and contracts, all valid records, for benchmarks. A tenant that exists already is
 * left as it is.
 */
export async function seedAtScale(db: Database, options: ScaleOptions): Promise<number> {
  let total = 0;
  const contracts = options.contracts ?? 0;
  const personCount = options.persons ?? Math.max(10, Math.ceil(contracts / 20));
  for (let index = 1; index <= options.tenants; index++) {
    const id = `bench-${index}`;
    if (await findTenant(db.app, id)) continue;
    const { tenant, username } = await createTenant(db.app, {
      id,
      name: `Benchmark ${index}`,
      admin: `admin@${id}`,
    });
    const actor = { tenant, username };
    // Seeded rows take their registrations from the tenant's counter, whatever a body chose.
    let inserted = await insertPersons(db, actor, personCount, index);
    if (contracts > 0) {
      const registrations = Array.from(
        { length: personCount },
        (_, position) => `PER${String(position + 1).padStart(8, '0')}`,
      );
      const records = demoBusinessRecords({ Contract: contracts }, registrations, index);
      inserted += await insertSeedRecords(db, actor, records);
    }
    total += inserted;
    options.progress?.(tenant, inserted);
  }
  return total;
}

/** Inserts a tenant's persons batch by batch; each batch draws its registrations from the tenant's counter. */
async function insertPersons(
  db: Database,
  actor: { tenant: string; username: string },
  count: number,
  tenantIndex: number,
): Promise<number> {
  let inserted = 0;
  for (let start = 0; start < count; start += personsPerBatch) {
    // A seed of its own per batch: the same options give the same persons on every machine.
    const random = new SeededRandom(tenantIndex * 1_000_003 + start);
    const persons = Array.from({ length: Math.min(personsPerBatch, count - start) }, () =>
      scalePerson(random),
    );
    inserted += await insertSeedRecords(db, actor, new Map([['Person', persons]]));
  }
  return inserted;
}

/**
 * A person of a large book: an individual or a company with what lists and searches read (name,
 * e-mail, mobile or phone, roles, main address), lighter than the demo's persons (no bank
 * accounts, contacts or company data), so that hundreds of thousands are checked and written in
 * minutes. Roles as a book holds them: mostly clients, some partners, suppliers, payers and sales.
 */
function scalePerson(random: SeededRandom): Record<string, unknown> {
  const role = random.pick(['CLIENT', 'CLIENT', 'CLIENT', 'CLIENT', 'PARTNER', 'SUPPLIER', 'PAYER', 'SALES']);
  const place = random.pick(cities);
  const address = {
    type: 'MAIN',
    addressLine: `${random.integer(1, 180)} rue ${random.pick(streetNames)}`,
    zipcode: place.zipcode,
    city: place.city,
    country: place.country,
  };
  const common = { roles: [{ role }], addresses: [address], preferredLanguage: 'fr' };
  if (random.chance(0.3)) {
    const name = `${random.pick(companyStems)} ${random.pick(companySuffixes)} ${random.integer(1, 999)}`;
    const domain = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '')}.fr`;
    return { ...common, type: 'C', name, email: `contact@${domain}`, phone: `+331${random.digits(8)}` };
  }
  const firstName = random.pick(firstNames);
  const lastName = random.pick(lastNames);
  const local = `${firstName}.${lastName}${random.integer(1, 9999)}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9.]/g, '');
  return {
    ...common,
    type: 'I',
    firstName,
    lastName,
    email: `${local}@example.com`,
    mobile: `+336${random.pick(['0', '1', '2', '4', '5', '6', '7', '8'])}${random.digits(7)}`,
  };
}

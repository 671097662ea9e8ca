import { personEntity, sepaRegisterEntries } from '@lessor/domain/entities';
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { rowToRecord } from '../entities/record-mapping.ts';
import { entityTables, withTenant } from '../tenancy/with-tenant.ts';
import { createTenant } from '../tenants/create-tenant.ts';
import { updateUser } from '../users/user-store.ts';
import { attachSeedDocuments } from './attach-seed-documents.ts';
import { demoBook } from './demo-book.ts';
import { currentDay } from './demo-calendar.ts';
import { demoPeople } from './demo-people.ts';
import { demoCollectionAccount, withDemoMandates } from './demo-sepa-mandates.ts';
import { insertSeedRecords } from './insert-seed-records.ts';
import { linkBilledCashflows } from './link-billed-cashflows.ts';

export const demoTenant = { id: 'demo', name: 'Demo leasing', admin: 'admin@demo' } as const;
const demoCrowd = 240;

/**
 * Creates the demo tenant on a database that has no tenant yet: its administrator, linked to the
 * person it is, its persons and their relations, and its book of business around today; answers
 * whether it did. Records are inserted in bulk, each prepared and checked as the API would
 * (`insertSeedRecords`), so they pass the same rules as a user's.
 */
export async function seedDemoTenantIfEmpty(db: Database): Promise<boolean> {
  const anyTenant = await db.app.selectFrom('tenants').select('id').limit(1).executeTakeFirst();
  if (anyTenant) return false;
  const actor = await createTenant(db.app, {
    id: demoTenant.id,
    name: demoTenant.name,
    admin: demoTenant.admin,
  });
  const people = demoPeople(demoCrowd);
  // The book is drawn first: the clients' mandates are dated by the contracts they will collect.
  const book = demoBook(people.cast, { today: currentDay(), owner: actor.username });
  const contracts = book.records.get('Contract') ?? [];
  const headOffice = people.cast.headOffice?.registration;
  const waves = withDemoMandates(people.waves, contracts, headOffice);
  for (const wave of waves)
    await insertSeedRecords(db, actor, new Map([['Person', wave]]), { keepChosenRegistrations: true });
  await insertSeedRecords(db, actor, new Map([['Sepa', await demoRegisterOfMandates(db, actor.tenant)]]));
  const collectionAccount = demoCollectionAccount(waves, headOffice);
  if (collectionAccount) await insertSeedRecords(db, actor, new Map([['BankAccount', [collectionAccount]]]));
  await insertSeedRecords(db, actor, book.records);
  await linkBilledCashflows(db, actor.tenant);
  await attachSeedDocuments(db, actor, book.documents);
  const { administrator } = people;
  await withTenant(db.app, actor.tenant, (trx) =>
    updateUser(trx, actor.tenant, actor.username, {
      personRegistration: administrator.registration,
      firstName: administrator.firstName,
      lastName: administrator.lastName,
      ...(administrator.email ? { email: administrator.email } : {}),
    }),
  );
  return true;
}

/**
 * The register of mandates of the persons as inserted (some are numbered only then): seed records
 * run no `after` hooks, which write it for a person saved through the API.
 */
async function demoRegisterOfMandates(db: Database, tenant: string): Promise<Record<string, unknown>[]> {
  const rows = await withTenant(db.app, tenant, (trx) =>
    entityTables(trx)
      .selectFrom(personEntity.table)
      .selectAll()
      .where('tenant', '=', tenant)
      .where(sql<boolean>`data ? 'bankAccounts'`)
      .orderBy('registration')
      .execute(),
  );
  return rows
    .map(rowToRecord)
    .flatMap((person) => sepaRegisterEntries(person).map(({ status, body }) => ({ ...body, status })));
}

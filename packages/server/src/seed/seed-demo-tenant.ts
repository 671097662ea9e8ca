import { entities, personEntity } from '@lessor/domain/entities';
import { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import type { Database } from '../db/database.ts';
import { EntityService } from '../entities/writing/entity-service.ts';
import { createTenant } from '../tenants/create-tenant.ts';
import { demoBusinessRecords, demoCounts } from './demo-business-records.ts';
import { demoPersons } from './demo-persons.ts';
import { insertSeedRecords } from './insert-seed-records.ts';

export const demoTenant = { id: 'demo', name: 'Demo leasing', admin: 'admin@demo' } as const;
const demoPersonCount = 240;

/**
 * Creates the demo tenant, its administrator and its persons on a database that has no tenant
 * yet; answers whether it did. Records go through the entity service, so they pass the same
 * rules as a user's.
 */
export async function seedDemoTenantIfEmpty(db: Database): Promise<boolean> {
  const anyTenant = await db.app.selectFrom('tenants').select('id').limit(1).executeTakeFirst();
  if (anyTenant) return false;
  const { tenant, username } = await createTenant(db.app, {
    id: demoTenant.id,
    name: demoTenant.name,
    admin: demoTenant.admin,
  });
  // The demo tenant holds records of the shipped registry, which the server serves by default.
  const persons = new EntityService(db, new EntityCatalogue(entities), personEntity);
  const registrations: string[] = [];
  for (const person of demoPersons(demoPersonCount)) {
    const created = await persons.create({ tenant, username }, person);
    registrations.push((created.body as { registration: string }).registration);
  }
  await insertSeedRecords(db, { tenant, username }, demoBusinessRecords(demoCounts, registrations));
  return true;
}

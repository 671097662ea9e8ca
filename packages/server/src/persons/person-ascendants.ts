import type { OrganizationWithAscendants, PersonAscendant } from '@lessor/domain/api';
import { type EntityDefinition, personEntity } from '@lessor/domain/entities';
import { findRecordRow } from '../entities/reading/find-record.ts';
import { entityTables, type TenantTransaction } from '../tenancy/with-tenant.ts';
import { linksOf, toHierarchyPerson } from './person-relations.ts';
import { personsNaming, toPersonRow } from './person-rows.ts';

/** Most organisations one answer lists: a picker's worth, not a tenant's book. */
const organizationsBound = 500;

/**
 * The ascendants of persons: for each registration, the persons whose record names it among its
 * descendants, with the relation and stake stated there, in registration order.
 */
async function ascendantsByPerson(
  trx: TenantTransaction,
  tenant: string,
  registrations: readonly string[],
): Promise<Map<string, PersonAscendant[]>> {
  const ascendants = new Map<string, PersonAscendant[]>(
    registrations.map((registration) => [registration, []]),
  );
  const naming = await personsNaming(trx, tenant, registrations, { descendantsOnly: true });
  const sorted = [...new Map(naming.map((row) => [row.registration, row])).values()].sort((a, b) =>
    a.registration.localeCompare(b.registration),
  );
  for (const row of sorted) {
    for (const link of linksOf(row)) {
      if (link.source !== row.registration) continue;
      ascendants.get(link.target)?.push({
        ...toHierarchyPerson(row),
        relation: link.relation,
        ...(link.stake === undefined ? {} : { stake: link.stake }),
      });
    }
  }
  return ascendants;
}

/**
 * `GET /api/person/{persons|prospects}/{registration}/ascendants`: the persons naming this person
 * (or prospect, `of`) among their descendants (business-areas.md §7); the last SIGNEROF one is its
 * signer. A registration the tenant does not hold is the catalogue's not-found error.
 */
export async function personAscendants(
  trx: TenantTransaction,
  tenant: string,
  id: string,
  of: EntityDefinition = personEntity,
): Promise<PersonAscendant[]> {
  const person = toPersonRow(await findRecordRow(trx, tenant, of, id));
  return (await ascendantsByPerson(trx, tenant, [person.registration])).get(person.registration) ?? [];
}

/**
 * `GET /api/person/organizations-with-ascendants`: the tenant's organisations (persons of type O),
 * by registration, each with its ascendants; 500 at most.
 */
export async function organizationsWithAscendants(
  trx: TenantTransaction,
  tenant: string,
): Promise<OrganizationWithAscendants[]> {
  const organizations = await entityTables(trx)
    .selectFrom(personEntity.table)
    .select(['registration', 'name', 'type', 'status', 'data'])
    .where('tenant', '=', tenant)
    .where('type', '=', 'O')
    .orderBy('registration')
    .limit(organizationsBound)
    .execute();
  const ascendants = await ascendantsByPerson(
    trx,
    tenant,
    organizations.map((row) => row.registration),
  );
  return organizations.map((row) => ({
    ...toHierarchyPerson(toPersonRow(row)),
    ascendants: ascendants.get(row.registration) ?? [],
  }));
}

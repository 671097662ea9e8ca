import type { PersonHierarchy } from '@lessor/domain/api';
import { personEntity } from '@lessor/domain/entities';
import { sql } from 'kysely';
import { findRecordRow } from '../entities/reading/find-record.ts';
import { entityTables, type TenantTransaction } from '../tenancy/with-tenant.ts';
import { linksOf, type PersonRow, toHierarchyPerson } from './person-relations.ts';

/** Most persons one diagram shows: past it the walk stops and says so. */
const hierarchyBound = 500;
// Registrations per query, so that a wide level never makes one enormous statement.
const batchSize = 100;

/**
 * The persons related to one, however far, and the relations between them (business-areas.md §3,
 * person hierarchy): the walk follows each relation both ways, level by level, from the person to
 * those its record names (descendants, organisation) and to those whose records name it.
 * Everything is read within the caller's tenant.
 */
export async function personHierarchy(
  trx: TenantTransaction,
  tenant: string,
  id: string,
): Promise<PersonHierarchy> {
  const start = toPersonRow(await findRecordRow(trx, tenant, personEntity, id));
  const known = new Map<string, PersonRow>([[start.registration, start]]);
  let frontier = [start];
  let isTruncated = false;
  while (frontier.length > 0 && !isTruncated) {
    // Both ways: the persons the level's records name, and the persons whose records name the level.
    const named = frontier.flatMap((row) => linksOf(row).flatMap((link) => [link.source, link.target]));
    const unknown = [...new Set(named)].filter((registration) => !known.has(registration));
    const found = [
      ...(await personsByRegistration(trx, tenant, unknown)),
      ...(await personsNaming(
        trx,
        tenant,
        frontier.map((row) => row.registration),
      )),
    ];
    const next: PersonRow[] = [];
    for (const row of found) {
      if (known.has(row.registration)) continue;
      if (known.size >= hierarchyBound) {
        isTruncated = true;
        break;
      }
      known.set(row.registration, row);
      next.push(row);
    }
    frontier = next;
  }
  const links = [...known.values()]
    .flatMap(linksOf)
    .filter((link) => known.has(link.source) && known.has(link.target));
  return { persons: [...known.values()].map(toHierarchyPerson), links, isTruncated };
}

async function personsByRegistration(
  trx: TenantTransaction,
  tenant: string,
  registrations: readonly string[],
): Promise<PersonRow[]> {
  const rows: PersonRow[] = [];
  for (const batch of batches(registrations)) {
    const found = await entityTables(trx)
      .selectFrom(personEntity.table)
      .select(['registration', 'name', 'type', 'status', 'data'])
      .where('tenant', '=', tenant)
      .where('registration', 'in', batch)
      .execute();
    rows.push(...found.map(toPersonRow));
  }
  return rows;
}

/** Persons whose record names one of the registrations as a descendant or as their organisation. */
async function personsNaming(
  trx: TenantTransaction,
  tenant: string,
  registrations: readonly string[],
): Promise<PersonRow[]> {
  const rows: PersonRow[] = [];
  for (const batch of batches(registrations)) {
    // Containment tests, which the GIN index on `data` answers.
    const naming = batch.flatMap((registration) => [
      sql<boolean>`data @> ${JSON.stringify({ descendants: [{ personRegistration: registration }] })}::jsonb`,
      sql<boolean>`data @> ${JSON.stringify({ orgaRegistration: registration })}::jsonb`,
    ]);
    const found = await entityTables(trx)
      .selectFrom(personEntity.table)
      .select(['registration', 'name', 'type', 'status', 'data'])
      .where('tenant', '=', tenant)
      .where(sql<boolean>`(${sql.join(naming, sql` or `)})`)
      .orderBy('registration')
      .execute();
    rows.push(...found.map(toPersonRow));
  }
  return rows;
}

function batches<T>(items: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let index = 0; index < items.length; index += batchSize)
    result.push(items.slice(index, index + batchSize));
  return result;
}

function toPersonRow({ registration, name, type, status, data }: PersonRow): PersonRow {
  return { registration, name, type, status, data };
}

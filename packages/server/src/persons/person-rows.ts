import { personEntity } from '@lessor/domain/entities';
import { sql } from 'kysely';
import { entityTables, type TenantTransaction } from '../tenancy/with-tenant.ts';
import type { PersonRow } from './person-relations.ts';

// Registrations per query, so that a wide level never makes one enormous statement.
const batchSize = 100;

/** The persons of the tenant with these registrations. */
export async function personsByRegistration(
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

/**
 * The persons whose record names one of the registrations: as a descendant, and as their
 * organisation too unless `descendantsOnly`. In registration order within each batch.
 */
export async function personsNaming(
  trx: TenantTransaction,
  tenant: string,
  registrations: readonly string[],
  { descendantsOnly = false }: { descendantsOnly?: boolean } = {},
): Promise<PersonRow[]> {
  const rows: PersonRow[] = [];
  for (const batch of batches(registrations)) {
    // Containment tests, which the GIN index on `data` answers.
    const naming = batch.flatMap((registration) => [
      sql<boolean>`data @> ${JSON.stringify({ descendants: [{ personRegistration: registration }] })}::jsonb`,
      ...(descendantsOnly
        ? []
        : [sql<boolean>`data @> ${JSON.stringify({ orgaRegistration: registration })}::jsonb`]),
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

export function toPersonRow({ registration, name, type, status, data }: PersonRow): PersonRow {
  return { registration, name, type, status, data };
}

import type { EntityDefinition } from '@lessor/domain/entities';
import { sql } from 'kysely';
import type { TenantTransaction } from '../../tenancy/with-tenant.ts';

/** Digits after the prefix, as the offline registrations `TMP` + 8 digits. */
const counterDigits = 8;

/**
 * Takes the next registration of an entity for the transaction's tenant: the 3-letter prefix and
 * a per-tenant counter. The counter row is locked until the inserting transaction ends, so two
 * creations never share a number and a rolled-back creation gives its number back.
 */
export async function nextRegistration(
  trx: TenantTransaction,
  tenant: string,
  entity: EntityDefinition,
): Promise<string> {
  const { value } = await trx
    .insertInto('counters')
    .values({ tenant, name: entity.name, value: 1 })
    .onConflict((conflict) =>
      conflict.columns(['tenant', 'name']).doUpdateSet({ value: sql`counters.value + 1` }),
    )
    .returning('value')
    .executeTakeFirstOrThrow();
  return entity.prefix + String(value).padStart(counterDigits, '0');
}

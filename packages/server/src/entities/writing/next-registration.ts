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
  const [registration] = await reserveRegistrations(trx, tenant, entity, 1);
  return registration as string;
}

/** Takes `count` registrations at once, in order: one counter update for a whole batch of rows. */
export async function reserveRegistrations(
  trx: TenantTransaction,
  tenant: string,
  entity: EntityDefinition,
  count: number,
): Promise<string[]> {
  const { value: last } = await trx
    .insertInto('counters')
    .values({ tenant, name: entity.name, value: count })
    .onConflict((conflict) =>
      conflict.columns(['tenant', 'name']).doUpdateSet({ value: sql`counters.value + ${count}` }),
    )
    .returning('value')
    .executeTakeFirstOrThrow();
  return Array.from(
    { length: count },
    (_, index) => entity.prefix + String(Number(last) - count + 1 + index).padStart(counterDigits, '0'),
  );
}

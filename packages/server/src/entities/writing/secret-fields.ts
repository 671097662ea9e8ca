import type { EntityDefinition } from '@lessor/domain/entities';
import type { SecretBox } from '../../secrets/secret-box.ts';
import { secretContexts } from '../../secrets/secret-contexts.ts';
import type { TenantReads, TenantTransaction } from '../../tenancy/with-tenant.ts';

type Data = Record<string, unknown>;

/** The record a secret belongs to. */
interface SecretOwner {
  tenant: string;
  entityName: string;
  recordId: string;
}

/** The password fields of a declaration: written through the API, never read back. */
export function secretFieldsOf(entity: EntityDefinition): string[] {
  return Object.entries(entity.fields)
    .filter(([, field]) => field.type === 'password')
    .map(([key]) => key);
}

/**
 * Takes the password fields out of a record about to be written and keeps them beside it, sealed
 * with the database's secret key: a value sets the secret, a null in the body clears it, and a
 * field the body leaves out keeps the stored one, since no client reads it back to send it again.
 * Answers the record without them, and which secrets changed (the history tells that they did,
 * never their values).
 */
export async function keepSecrets(
  trx: TenantTransaction,
  box: SecretBox,
  owner: SecretOwner,
  secretFields: readonly string[],
  write: { body: Data; record: Data; username: string },
): Promise<{ record: Data; changed: string[] }> {
  const record = { ...write.record };
  const changed: string[] = [];
  for (const field of secretFields) {
    const value = record[field];
    delete record[field];
    const done =
      typeof value === 'string'
        ? await setSecret(trx, box, owner, { field, value, username: write.username })
        : write.body[field] === null && (await clearSecret(trx, owner, field));
    if (done) changed.push(field);
  }
  return { record, changed };
}

/** Writes a secret unless it holds that value already; answers whether it changed. */
async function setSecret(
  trx: TenantTransaction,
  box: SecretBox,
  owner: SecretOwner,
  secret: { field: string; value: string; username: string },
): Promise<boolean> {
  const { field, value, username } = secret;
  const context = secretContexts.recordSecret({ ...owner, field });
  const stored = await trx
    .selectFrom('record_secrets')
    .select('value')
    .where('tenant', '=', owner.tenant)
    .where('entity_name', '=', owner.entityName)
    .where('record_id', '=', owner.recordId)
    .where('field', '=', field)
    .executeTakeFirst();
  // Each sealing differs (a fresh nonce), so the stored value is opened to compare.
  if (stored && box.open(stored.value, context) === value) return false;
  const sealed = box.seal(value, context);
  await trx
    .insertInto('record_secrets')
    .values({
      tenant: owner.tenant,
      entity_name: owner.entityName,
      record_id: owner.recordId,
      field,
      value: sealed,
      updated_by: username,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['tenant', 'entity_name', 'record_id', 'field'])
        .doUpdateSet({ value: sealed, updated_by: username, updated_at: new Date() }),
    )
    .execute();
  return true;
}

async function clearSecret(trx: TenantTransaction, owner: SecretOwner, field: string): Promise<boolean> {
  const result = await secretsOf(trx, owner).where('field', '=', field).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The password fields of a record that hold a value, for the answer to say so (never the values). */
export async function secretsSetOf(trx: TenantReads, owner: SecretOwner): Promise<string[]> {
  const rows = await trx
    .selectFrom('record_secrets')
    .select('field')
    .where('tenant', '=', owner.tenant)
    .where('entity_name', '=', owner.entityName)
    .where('record_id', '=', owner.recordId)
    .orderBy('field')
    .execute();
  return rows.map((row) => row.field);
}

/** Deletes a record's secrets with it. */
export async function deleteSecrets(trx: TenantTransaction, owner: SecretOwner): Promise<void> {
  await secretsOf(trx, owner).execute();
}

const secretsOf = (trx: TenantTransaction, owner: SecretOwner) =>
  trx
    .deleteFrom('record_secrets')
    .where('tenant', '=', owner.tenant)
    .where('entity_name', '=', owner.entityName)
    .where('record_id', '=', owner.recordId);

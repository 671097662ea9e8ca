import type { Kysely } from 'kysely';
import { LessorStartError } from '../config/lessor-start-error.ts';
import { isSealed, type SecretBox, SecretKeyMismatch, sealedPattern } from '../secrets/secret-box.ts';
import { secretContexts } from '../secrets/secret-contexts.ts';
import type { CoreDatabase } from './schema.ts';

/**
 * Run as the owner at every start, after the migrations: checks that the key opens this
 * database's secrets (a wrong key stops the start, before any request could write a secret no
 * other node can read), then seals the values still in clear text, written before secrets were
 * sealed or by the first migration. Each update keeps the clear value as its condition, so nodes
 * starting together do not seal one value twice.
 */
export async function sealStoredSecrets(owner: Kysely<CoreDatabase>, box: SecretBox): Promise<void> {
  await checkKeyOnSessionSecret(owner, box);
  const records = await owner
    .selectFrom('record_secrets')
    .select(['tenant', 'entity_name', 'record_id', 'field', 'value'])
    .where('value', 'not like', sealedPattern)
    .execute();
  for (const row of records) {
    const context = secretContexts.recordSecret({
      tenant: row.tenant,
      entityName: row.entity_name,
      recordId: row.record_id,
      field: row.field,
    });
    await owner
      .updateTable('record_secrets')
      .set({ value: box.seal(row.value, context) })
      .where('tenant', '=', row.tenant)
      .where('entity_name', '=', row.entity_name)
      .where('record_id', '=', row.record_id)
      .where('field', '=', row.field)
      .where('value', '=', row.value)
      .execute();
  }
  const sessions = await owner
    .selectFrom('auth_sessions')
    .select(['id', 'sso_refresh_token'])
    .where('sso_refresh_token', 'not like', sealedPattern)
    .execute();
  for (const { id, sso_refresh_token: token } of sessions) {
    if (token === null) continue;
    await owner
      .updateTable('auth_sessions')
      .set({ sso_refresh_token: box.seal(token, secretContexts.refreshToken(id)) })
      .where('id', '=', id)
      .where('sso_refresh_token', '=', token)
      .execute();
  }
}

async function checkKeyOnSessionSecret(owner: Kysely<CoreDatabase>, box: SecretBox): Promise<void> {
  const read = async () =>
    (
      await owner
        .selectFrom('system_settings')
        .select('value')
        .where('key', '=', 'session_secret')
        .executeTakeFirstOrThrow()
    ).value;
  let value = await read();
  if (!isSealed(value)) {
    await owner
      .updateTable('system_settings')
      .set({ value: box.seal(value, secretContexts.sessionSecret) })
      .where('key', '=', 'session_secret')
      .where('value', '=', value)
      .execute();
    // Read again: another node starting at the same moment may have sealed it first, with its key.
    value = await read();
  }
  try {
    box.open(value, secretContexts.sessionSecret);
  } catch (error) {
    if (!(error instanceof SecretKeyMismatch)) throw error;
    throw new LessorStartError(
      "The secret key does not open this database's secrets: start with the LESSOR_SECRET_KEY, or the data folder's secret.key, it was first started with",
    );
  }
}

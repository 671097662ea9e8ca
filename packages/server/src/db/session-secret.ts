import { randomBytes } from 'node:crypto';
import { type QueryExecutorProvider, sql } from 'kysely';

/**
 * The secret signing this installation's sessions, made in clear text as the database opens when it
 * has none (a new database, migrated in place or loaded from a saved one) and sealed right after
 * (seal-stored-secrets.ts).
 */
export async function ensureSessionSecret(owner: QueryExecutorProvider): Promise<void> {
  await sql`insert into system_settings (key, value) values ('session_secret', ${randomBytes(32).toString('base64url')})
    on conflict (key) do nothing`.execute(owner);
}

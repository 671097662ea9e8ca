import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { calculatePKCECodeChallenge, randomNonce, randomPKCECodeVerifier, randomState } from 'openid-client';
import type { CoreDatabase } from '../db/schema.ts';

/** A sign-in started at the provider must come back within ten minutes. */
const stateMinutes = 10;

export interface OidcState {
  state: string;
  nonce: string;
  codeVerifier: string;
  codeChallenge: string;
}

/** A fresh state, nonce and PKCE pair for one redirect to the provider; the state is recorded. */
export async function issueOidcState(db: Kysely<CoreDatabase>, provider: string): Promise<OidcState> {
  const state = randomState();
  const nonce = randomNonce();
  const codeVerifier = randomPKCECodeVerifier();
  await db
    .insertInto('oidc_states')
    .values({ state, provider, nonce, code_verifier: codeVerifier })
    .execute();
  // States past their ten minutes only tell a replay for one: a day of them is kept, no more.
  await db.deleteFrom('oidc_states').where('created_at', '<', sql<Date>`now() - interval '1 day'`).execute();
  return { state, nonce, codeVerifier, codeChallenge: await calculatePKCECodeChallenge(codeVerifier) };
}

/**
 * Uses a state up: answers its nonce and verifier once, for the provider that issued it, while it is
 * fresh; a replayed, foreign or stale state answers nothing.
 */
export async function consumeOidcState(
  db: Kysely<CoreDatabase>,
  provider: string,
  state: string,
): Promise<{ nonce: string; codeVerifier: string } | undefined> {
  const row = await db
    .updateTable('oidc_states')
    .set({ used_at: sql`now()` })
    .where('state', '=', state)
    .where('provider', '=', provider)
    .where('used_at', 'is', null)
    .where('created_at', '>', sql<Date>`now() - make_interval(mins => ${stateMinutes})`)
    .returning(['nonce', 'code_verifier'])
    .executeTakeFirst();
  return row && { nonce: row.nonce, codeVerifier: row.code_verifier };
}

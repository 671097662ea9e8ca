import { type Kysely, sql } from 'kysely';
import { tenantSetting } from '../../tenancy/tenant-policy.ts';
import { appRole } from '../database.ts';

/**
 * Takes the cross-tenant secrets out of the application role's reach, so that no query a request
 * runs (a forgotten filter, an injection) can read them:
 * - the session signing secret: read by the owner at start only;
 * - sign-in token hashes: a request inserts one for the tenant of its transaction, and uses one
 *   up through `consume_login_token`, which answers only the owner of the token it is given;
 * - sessions: bound to their tenant like business rows; the SSO refresh token column is not
 *   readable, `session_refresh_token` answers a session's own to the tenant it belongs to.
 */
export async function keepSecretsOutOfReach(db: Kysely<unknown>): Promise<void> {
  const role = `"${appRole}"`;
  const tenantMatches = `tenant = current_setting('${tenantSetting}', true)`;
  await sql
    .raw(`do $$ begin
  revoke all on system_settings from ${role};

  revoke all on login_tokens from ${role};
  alter table login_tokens enable row level security;
  create policy tenant_issues on login_tokens for insert with check (${tenantMatches});
  grant insert on login_tokens to ${role};
  create function consume_login_token(hash text) returns table (tenant text, username text)
    language sql security definer set search_path = public, pg_temp
    as 'update login_tokens set used_at = now()
      where token_hash = hash and used_at is null and expires_at > now()
      returning login_tokens.tenant, login_tokens.username';
  revoke all on function consume_login_token(text) from public;
  grant execute on function consume_login_token(text) to ${role};

  revoke all on auth_sessions from ${role};
  alter table auth_sessions enable row level security;
  create policy tenant_isolation on auth_sessions using (${tenantMatches}) with check (${tenantMatches});
  grant insert, select (id, tenant, username, created_at, revoked_at, sso_provider),
    update (revoked_at, sso_refresh_token) on auth_sessions to ${role};
  create function session_refresh_token(session_id text, provider text) returns text
    language sql stable security definer set search_path = public, pg_temp
    as 'select sso_refresh_token from auth_sessions
      where id = session_id and sso_provider = provider and revoked_at is null
        and ${tenantMatches.replaceAll("'", "''")}';
  revoke all on function session_refresh_token(text, text) from public;
  grant execute on function session_refresh_token(text, text) to ${role};
end $$`)
    .execute(db);
}

import type { MailSettings, MailSettingsInput } from '@lessor/domain/api';
import type { ColumnType } from 'kysely';
import type { SecretBox } from '../secrets/secret-box.ts';
import { secretContexts } from '../secrets/secret-contexts.ts';
import type { TenantTransaction } from '../tenancy/with-tenant.ts';

type MailSettingsTables = {
  mail_settings: {
    tenant: string;
    host: string;
    port: number;
    secure: boolean;
    username: string | null;
    password: string | null;
    from_address: string;
    updated_at: ColumnType<Date, Date | undefined, Date>;
    updated_by: string;
  };
};

/** What nodemailer is given to reach the tenant's server: the password opened. */
export interface SmtpServer {
  host: string;
  port: number;
  secure: boolean;
  from: string;
  auth?: { user: string; pass: string };
}

const settings = (trx: TenantTransaction) => trx.withTables<MailSettingsTables>();

/** The tenant's SMTP server as its administrators read it, or null when none is set. */
export async function readMailSettings(trx: TenantTransaction, tenant: string): Promise<MailSettings | null> {
  const row = await settings(trx)
    .selectFrom('mail_settings')
    .selectAll()
    .where('tenant', '=', tenant)
    .executeTakeFirst();
  if (!row) return null;
  return {
    host: row.host,
    port: row.port,
    secure: row.secure,
    username: row.username,
    from: row.from_address,
    hasPassword: row.password !== null,
    updatedAt: new Date(row.updated_at).toISOString(),
    updatedBy: row.updated_by,
  };
}

/** The server the tenant's mail goes through, or undefined when none is set. */
export async function readSmtpServer(
  trx: TenantTransaction,
  box: SecretBox,
  tenant: string,
): Promise<SmtpServer | undefined> {
  const row = await settings(trx)
    .selectFrom('mail_settings')
    .selectAll()
    .where('tenant', '=', tenant)
    .executeTakeFirst();
  if (!row) return undefined;
  const password = row.password === null ? '' : box.open(row.password, secretContexts.mailPassword(tenant));
  return {
    host: row.host,
    port: row.port,
    secure: row.secure,
    from: row.from_address,
    ...(row.username ? { auth: { user: row.username, pass: password } } : {}),
  };
}

/**
 * Sets the tenant's SMTP server. A password left out (undefined) keeps the one kept before, so
 * a form that never shows it can save the rest; null removes it.
 */
export async function saveMailSettings(
  trx: TenantTransaction,
  box: SecretBox,
  write: { tenant: string; username: string; settings: MailSettingsInput },
): Promise<void> {
  const { tenant, settings: input } = write;
  const password =
    input.password === undefined
      ? undefined
      : input.password === null || input.password === ''
        ? null
        : box.seal(input.password, secretContexts.mailPassword(tenant));
  const values = {
    host: input.host,
    port: input.port,
    secure: input.secure ?? input.port === 465,
    username: input.username || null,
    from_address: input.from,
    updated_by: write.username,
    updated_at: new Date(),
  };
  await settings(trx)
    .insertInto('mail_settings')
    .values({ tenant, ...values, password: password ?? null })
    .onConflict((conflict) =>
      conflict.column('tenant').doUpdateSet({ ...values, ...(password !== undefined ? { password } : {}) }),
    )
    .execute();
}

/** Forgets the tenant's SMTP server; answers whether it had one. */
export async function clearMailSettings(trx: TenantTransaction, tenant: string): Promise<boolean> {
  const result = await settings(trx)
    .deleteFrom('mail_settings')
    .where('tenant', '=', tenant)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

import { type Generated, sql } from 'kysely';
import type { TenantTransaction } from '../tenancy/with-tenant.ts';

type TranslationTables = {
  translations: { tenant: string; locale: string; key: string; value: string; updated_by: string };
  missing_translation_keys: {
    tenant: string;
    locale: string;
    key: string;
    reported_by: string;
    reports: Generated<number>;
    last_reported_at: Generated<Date>;
  };
};

const tables = (trx: TenantTransaction) => trx.withTables<TranslationTables>();

/** A locale's own language: `fr-BE` → `fr`. */
function languageOf(locale: string): string {
  return locale.split('-')[0]?.toLowerCase() ?? locale;
}

/** The tenant's translations of a locale: its language's first, then the locale's own over them. */
export async function readTenantTranslations(
  trx: TenantTransaction,
  tenant: string,
  locale: string,
): Promise<Record<string, string>> {
  const language = languageOf(locale);
  const rows = await tables(trx)
    .selectFrom('translations')
    .select(['locale', 'key', 'value'])
    .where('tenant', '=', tenant)
    .where('locale', 'in', [language, locale])
    .execute();
  const translations: Record<string, string> = {};
  for (const row of rows.filter((candidate) => candidate.locale === language))
    translations[row.key] = row.value;
  for (const row of rows.filter((candidate) => candidate.locale !== language))
    translations[row.key] = row.value;
  return translations;
}

/** Records keys reported missing; a key already known counts one more report. */
export async function recordMissingKeys(
  trx: TenantTransaction,
  tenant: string,
  locale: string,
  keys: readonly string[],
  username: string,
): Promise<void> {
  if (keys.length === 0) return;
  await tables(trx)
    .insertInto('missing_translation_keys')
    .values(keys.map((key) => ({ tenant, locale, key, reported_by: username })))
    .onConflict((conflict) =>
      conflict.columns(['tenant', 'locale', 'key']).doUpdateSet({
        reports: sql<number>`missing_translation_keys.reports + 1`,
        last_reported_at: sql<Date>`now()`,
      }),
    )
    .execute();
}

/** The keys reported missing in a locale, most reported first. */
export function listMissingKeys(trx: TenantTransaction, tenant: string, locale: string) {
  return tables(trx)
    .selectFrom('missing_translation_keys')
    .select(['key', 'reports'])
    .where('tenant', '=', tenant)
    .where('locale', '=', locale)
    .orderBy('reports', 'desc')
    .orderBy('key')
    .execute();
}

/** Writes a tenant's translations of a locale; keys now translated leave the missing list. */
export async function writeTranslations(
  trx: TenantTransaction,
  tenant: string,
  locale: string,
  translations: Readonly<Record<string, string>>,
  username: string,
): Promise<void> {
  const keys = Object.keys(translations);
  if (keys.length === 0) return;
  await tables(trx)
    .insertInto('translations')
    .values(
      keys.map((key) => ({ tenant, locale, key, value: translations[key] ?? '', updated_by: username })),
    )
    .onConflict((conflict) =>
      conflict.columns(['tenant', 'locale', 'key']).doUpdateSet((update) => ({
        value: update.ref('excluded.value'),
        updated_by: update.ref('excluded.updated_by'),
      })),
    )
    .execute();
  await tables(trx)
    .deleteFrom('missing_translation_keys')
    .where('tenant', '=', tenant)
    .where('locale', '=', locale)
    .where('key', 'in', keys)
    .execute();
}

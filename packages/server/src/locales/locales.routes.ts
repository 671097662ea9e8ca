import { LessorError } from '@lessor/domain/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readSession } from '../auth/read-session.ts';
import type { SessionTokens } from '../auth/session-tokens.ts';
import { readConfigurationDocument } from '../configuration-documents/configuration-document-store.ts';
import type { Database } from '../db/database.ts';
import { documentedOnly } from '../openapi/documented-only.ts';
import { withTenant } from '../tenancy/with-tenant.ts';
import { builtInTranslations } from './built-in-translations.ts';
import {
  listMissingKeys,
  readTenantTranslations,
  recordMissingKeys,
  writeTranslations,
} from './translation-store.ts';

const localePattern = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8}){0,2}$/;
/** A report is one page's worth of texts; bigger ones are refused, not truncated. */
const maxKeysPerReport = 200;
const maxKeyLength = 500;

/** A tenant's string-overrides document: `{ "*": {key: text}, "fr": {...}, "fr-BE": {...} }`. */
type StringOverrides = Record<string, Record<string, string>>;

const tags = ['Translations'];
/** `localeOf` checks it, with the catalogue's code. */
const localeParams = documentedOnly({
  type: 'object',
  required: ['locale'],
  properties: { locale: { type: 'string', pattern: localePattern.source } },
});

function localeOf(request: FastifyRequest<{ Params: { locale: string } }>): string {
  const { locale } = request.params;
  if (!localePattern.test(locale)) throw new LessorError('INVALID_FIELD_IN_PATH', ['locale']);
  return locale;
}

/**
 * `GET /api/core/locales/{locale}`: the translations of a locale, keyed by their English text.
 * Public, so the sign-in page is translated too; with an open session (not only a well-signed
 * token), the tenant's own translations and string-overrides come over the built-in catalogue.
 * `POST /api/core/locales/{locale}/keys` with `keysToAdd`: records keys the application missed;
 * `GET` lists them, most reported first. `PATCH /api/core/locales/{locale}` with `translations`
 * (`{key: text}`) writes the tenant's own.
 */
export function registerLocaleRoutes(app: FastifyInstance, db: Database, tokens: SessionTokens): void {
  app.get<{ Params: { locale: string } }>(
    '/api/core/locales/:locale',
    {
      config: { public: true },
      schema: {
        tags,
        summary: "A locale's translations, with the tenant's own once signed in",
        params: localeParams,
        response: { 200: { description: 'Translations keyed by their English text' } },
      },
    },
    async (request) => {
      const locale = localeOf(request);
      const translations = builtInTranslations(locale);
      const session = await readSession(request, db, tokens);
      if (!session) return translations;
      const { tenant } = session;
      return withTenant(db.app, tenant, async (trx) => {
        const overrides = (await readConfigurationDocument<StringOverrides>(trx, tenant, 'string-overrides'))
          ?.value;
        const language = locale.split('-')[0] ?? locale;
        return {
          ...translations,
          ...(await readTenantTranslations(trx, tenant, locale)),
          ...overrides?.['*'],
          ...overrides?.[language],
          ...overrides?.[locale],
        };
      });
    },
  );

  app.post<{ Params: { locale: string }; Body: { keysToAdd: string[] } }>(
    '/api/core/locales/:locale/keys',
    {
      // Any signed-in user: the application reports only for users allowed to (admins, or
      // collectMissingTranslations in their configuration).
      config: { permission: false },
      schema: {
        tags,
        summary: 'Report texts the application found no translation for',
        params: localeParams,
        response: { 204: { description: 'Recorded', type: 'null' } },
        body: {
          type: 'object',
          required: ['keysToAdd'],
          additionalProperties: false,
          properties: {
            keysToAdd: {
              type: 'array',
              maxItems: maxKeysPerReport,
              items: { type: 'string', minLength: 1, maxLength: maxKeyLength },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const locale = localeOf(request);
      const { tenant, username } = request.session;
      const keys = [...new Set(request.body.keysToAdd)];
      await withTenant(db.app, tenant, (trx) => recordMissingKeys(trx, tenant, locale, keys, username));
      return reply.code(204).send();
    },
  );

  const missingKeys = {
    tags,
    summary: 'The texts reported missing, most reported first',
    params: localeParams,
    response: { 200: { description: 'The missing keys' } },
  };
  app.get<{ Params: { locale: string } }>(
    '/api/core/locales/:locale/keys',
    { schema: missingKeys },
    async (request) => {
      const locale = localeOf(request);
      const { tenant } = request.session;
      return withTenant(db.app, tenant, (trx) => listMissingKeys(trx, tenant, locale));
    },
  );

  app.patch<{ Params: { locale: string }; Body: { translations: Record<string, string> } }>(
    '/api/core/locales/:locale',
    {
      schema: {
        tags,
        summary: "Write the tenant's own translations",
        params: localeParams,
        response: { 204: { description: 'Written', type: 'null' } },
        body: {
          type: 'object',
          required: ['translations'],
          additionalProperties: false,
          properties: {
            translations: {
              type: 'object',
              maxProperties: 1000,
              propertyNames: { minLength: 1, maxLength: maxKeyLength },
              additionalProperties: { type: 'string', minLength: 1, maxLength: 2000 },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const locale = localeOf(request);
      const { tenant, username } = request.session;
      await withTenant(db.app, tenant, (trx) =>
        writeTranslations(trx, tenant, locale, request.body.translations, username),
      );
      return reply.code(204).send();
    },
  );
}

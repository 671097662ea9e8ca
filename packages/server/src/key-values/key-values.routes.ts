import { LessorError } from '@lessor/domain/errors';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { documentedOnly } from '../openapi/documented-only.ts';
import { withTenant } from '../tenancy/with-tenant.ts';

const keyParams = {
  type: 'object',
  properties: { key: { type: 'string', minLength: 1, maxLength: 200 } },
} as const;
const tags = ['Key-values'];

/**
 * A tenant's key-values: `GET /api/core/key-values/{key}` answers the value; with `?shortUrl=1`
 * only keys flagged as short URLs, whose value holds the `url` the browser goes to. `PUT` stores.
 */
export function registerKeyValueRoutes(app: FastifyInstance, db: Database): void {
  const path = '/api/core/key-values/:key';

  app.get<{ Params: { key: string }; Querystring: { shortUrl?: string } }>(
    path,
    {
      schema: {
        tags,
        summary: 'Read a key-value',
        params: keyParams,
        // Read as a flag by the route: any other value means no.
        querystring: documentedOnly({
          type: 'object',
          properties: {
            shortUrl: { type: 'string', description: '1 or true: only a key flagged as a short URL' },
          },
        }),
        response: { 200: { description: 'key, value, isShortUrl, and the url of a short URL' } },
      },
    },
    async (request) => {
      const { tenant } = request.session;
      const shortUrl = request.query.shortUrl === '1' || request.query.shortUrl === 'true';
      const row = await withTenant(db.app, tenant, (trx) => {
        let query = trx
          .selectFrom('key_values')
          .select(['key', 'value', 'is_short_url'])
          .where('tenant', '=', tenant)
          .where('key', '=', request.params.key);
        if (shortUrl) query = query.where('is_short_url', '=', true);
        return query.executeTakeFirst();
      });
      if (!row) throw new LessorError('KEY_VALUE_NOT_FOUND', [request.params.key]);
      return { key: row.key, value: row.value, isShortUrl: row.is_short_url, ...urlOf(row.value) };
    },
  );

  app.put<{ Params: { key: string }; Body: { value: unknown; isShortUrl?: boolean } }>(
    path,
    {
      schema: {
        tags,
        summary: 'Store a key-value',
        params: keyParams,
        response: { 200: { description: 'key, value and isShortUrl' } },
        body: {
          type: 'object',
          required: ['value'],
          additionalProperties: false,
          properties: { value: {}, isShortUrl: { type: 'boolean' } },
        },
      },
    },
    async (request) => {
      const { tenant } = request.session;
      const row = {
        tenant,
        key: request.params.key,
        value: JSON.stringify(request.body.value ?? null),
        is_short_url: request.body.isShortUrl ?? false,
      };
      await withTenant(db.app, tenant, (trx) =>
        trx
          .insertInto('key_values')
          .values(row)
          .onConflict((conflict) =>
            conflict
              .columns(['tenant', 'key'])
              .doUpdateSet({ value: row.value, is_short_url: row.is_short_url }),
          )
          .execute(),
      );
      return { key: row.key, value: request.body.value ?? null, isShortUrl: row.is_short_url };
    },
  );
}

/** A short URL's value is its URL, or an object holding one. */
function urlOf(value: unknown): { url?: string } {
  if (typeof value === 'string') return { url: value };
  if (typeof value === 'object' && value !== null && 'url' in value && typeof value.url === 'string')
    return { url: value.url };
  return {};
}

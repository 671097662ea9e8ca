import { LessorError } from '@lessor/domain/errors';
import { declaredReferenceLists, defaultReferenceList, toAnswerEntry } from '@lessor/domain/reference-lists';
import type { FastifyInstance } from 'fastify';
import type { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import type { Database } from '../db/database.ts';
import { documentedOnly } from '../openapi/documented-only.ts';
import { withTenant } from '../tenancy/with-tenant.ts';
import { readTenantLists } from './read-tenant-lists.ts';

interface ListsQuery {
  lists?: string;
  locale?: string;
  valuesOnly?: string;
}

/**
 * `GET /api/script/lists?valuesOnly=true&locale=&lists=a,b`: one array per list, in the order
 * asked; a list nobody declared answers `['ERROR', 'List not found {name}']` (foundation.md §7).
 */
export function registerReferenceListRoutes(
  app: FastifyInstance,
  db: Database,
  catalogue: EntityCatalogue,
): void {
  // Walked once: the declarations do not change while the server runs. The shipped lists come from
  // the domain's defaults; this adds those of entities the catalogue holds beyond them.
  const declared = declaredReferenceLists(catalogue.entities);
  app.get<{ Querystring: ListsQuery }>(
    '/api/script/lists',
    {
      config: { permission: false },
      schema: {
        tags: ['Reference lists'],
        summary: "The tenant's reference lists, else the defaults",
        // The route reads its query itself, with the catalogue's codes.
        querystring: documentedOnly({
          type: 'object',
          required: ['lists'],
          properties: {
            lists: { type: 'string', description: 'Comma list of list names' },
            locale: { type: 'string', description: 'The locale of the labels' },
            valuesOnly: { type: 'string', description: 'true: the values alone' },
          },
        }),
        response: {
          200: {
            description:
              "One array per list, in the order asked; ['ERROR', 'List not found x'] for an unknown one",
          },
        },
      },
    },
    async (request) => {
      const { lists, locale, valuesOnly } = request.query;
      if (typeof lists !== 'string' || lists.trim() === '')
        throw new LessorError('MISSING_FIELD_IN_QUERY', ['lists']);
      if (locale !== undefined && typeof locale !== 'string')
        throw new LessorError('INVALID_FIELD_IN_QUERY', ['locale']);
      // The session's tenant and user, read here rather than through auth/, which this folder's
      // readers (the entity engine) must not reach back to.
      const actor = { tenant: request.session.tenant, username: request.session.username };
      const configured = await withTenant(db.app, actor.tenant, (trx) =>
        readTenantLists(trx, actor.tenant, catalogue),
      );
      return lists.split(',').map((name) => {
        const own = configured.get(name);
        const entries = own
          ? own.map((entry) => toAnswerEntry(entry, locale))
          : (defaultReferenceList(name, locale) ??
            declared.get(name)?.map((entry) => toAnswerEntry(entry, locale)));
        if (!entries) return ['ERROR', `List not found ${name}`];
        return valuesOnly === 'true' ? entries.map((entry) => entry.value) : entries;
      });
    },
  );
}

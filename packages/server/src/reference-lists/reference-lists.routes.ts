import { LessorError } from '@lessor/domain/errors';
import {
  type ConfiguredEntry,
  declaredReferenceLists,
  defaultReferenceList,
  toAnswerEntry,
} from '@lessor/domain/reference-lists';
import type { FastifyInstance } from 'fastify';
import type { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import type { Database } from '../db/database.ts';
import { documentedOnly } from '../openapi/documented-only.ts';
import { withTenant } from '../tenancy/with-tenant.ts';
import { answerListScript, type ListAnswer, type ListScripts } from './answer-list-script.ts';
import { readTenantLists } from './read-tenant-lists.ts';

interface ListsQuery {
  lists?: string;
  locale?: string;
  valuesOnly?: string;
}

/** A list name: a letter, then letters, digits, `_`, `.` or `-`, 100 characters at most. */
const listNamePattern = /^[A-Za-z][\w.-]{0,99}$/;

/**
 * `GET /api/script/lists?valuesOnly=true&locale=&lists=a,b`: one array per list, in the order
 * asked (foundation.md §7, §8): the tenant's LIST script of the list's name, else its `lists`
 * document or workflows, else the defaults and the declarations. A list nobody serves answers
 * `['ERROR', 'List not found {name}']`, an invalid name `['ERROR', 'Not a list name']`, a failing
 * script `['ERROR', its message]`.
 */
export function registerReferenceListRoutes(
  app: FastifyInstance,
  context: { db: Database; catalogue: EntityCatalogue; listScripts: ListScripts },
): void {
  const { db, catalogue, listScripts } = context;
  // Walked once: the declarations do not change while the server runs. The shipped lists come from
  // the domain's defaults; this adds those of entities the catalogue holds beyond them.
  const declared = declaredReferenceLists(catalogue.entities);
  app.get<{ Querystring: ListsQuery }>(
    '/api/script/lists',
    {
      config: { permission: false },
      schema: {
        tags: ['Reference lists'],
        summary: "The tenant's reference lists, from its list scripts, its lists document, else the defaults",
        // The route reads its query itself, with the catalogue's codes.
        querystring: documentedOnly({
          type: 'object',
          required: ['lists'],
          properties: {
            lists: {
              type: 'string',
              description: 'Comma list of list names, each a letter then letters, digits, _ . or -',
            },
            locale: { type: 'string', description: 'The locale of the labels' },
            valuesOnly: { type: 'string', description: 'true: the values alone' },
          },
        }),
        response: {
          200: {
            description:
              "One array per list, in the order asked; ['ERROR', message] for an unknown list, an invalid name or a failing list script",
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
      // The session's tenant, read here rather than through auth/, which this folder's readers
      // (the entity engine) must not reach back to.
      const tenant = request.session.tenant;
      // Read once, and only when a list asked is not a script's.
      let configured: Promise<ReadonlyMap<string, readonly ConfiguredEntry[]>> | undefined;
      const configuredLists = () => {
        configured ??= withTenant(db.app, tenant, (trx) => readTenantLists(trx, tenant, catalogue));
        return configured;
      };
      const answerList = async (name: string): Promise<ListAnswer> => {
        if (!listNamePattern.test(name)) return { error: 'Not a list name' };
        const scripted = await answerListScript(listScripts, request, name, locale);
        if (scripted) return scripted;
        const own = (await configuredLists()).get(name);
        const entries = own
          ? own.map((entry) => toAnswerEntry(entry, locale))
          : (defaultReferenceList(name, locale) ??
            declared.get(name)?.map((entry) => toAnswerEntry(entry, locale)));
        return entries ? { entries } : { error: `List not found ${name}` };
      };
      // A list asked twice is answered, and its script run, once.
      const asked = new Map<string, Promise<ListAnswer>>();
      const answerOnce = (name: string) => {
        const answer = asked.get(name) ?? answerList(name);
        asked.set(name, answer);
        return answer;
      };
      const answers = await Promise.all(lists.split(',').map(answerOnce));
      return answers.map((answer) => {
        if ('error' in answer) return ['ERROR', answer.error];
        return valuesOnly === 'true' ? answer.entries.map((entry) => entry.value) : answer.entries;
      });
    },
  );
}

import type { EntityDefinition } from '@lessor/domain/entities';
import { LessorError } from '@lessor/domain/errors';
import { availableTransitions } from '@lessor/domain/workflow';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actorOf } from '../auth/actor-of.ts';
import type { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import type { Database } from '../db/database.ts';
import { isUuid } from '../db/is-uuid.ts';
import type { EntityHooksRegistry } from '../entities/hooks/entity-hooks.ts';
import {
  entityTags,
  recordAnswer,
  recordComponents,
  recordPathParams,
} from '../entities/http/entity-route-schemas.ts';
import { type QueryString, single } from '../entities/http/read-list-request.ts';
import { readWorkflow } from '../entities/read-workflow.ts';
import { rowToRecord } from '../entities/record-mapping.ts';
import { EntityService } from '../entities/writing/entity-service.ts';
import { auditRecord } from '../logbook/register-access-logging.ts';
import { documentedOnly } from '../openapi/documented-only.ts';
import { authorizeRoute } from '../permissions/authorize-route.ts';
import type { TenantPermissions } from '../permissions/tenant-permissions.ts';
import { entityTables, withTenant } from '../tenancy/with-tenant.ts';
import { runTransition } from './run-transition.ts';

/** Selections larger than a page of the biggest list are refused rather than half-answered. */
const maxSelection = 1000;

/** Workflow routes of every entity: the transitions open to a selection, and running one. */
export function registerWorkflowRoutes(
  app: FastifyInstance,
  db: Database,
  catalogue: EntityCatalogue,
  hooks: EntityHooksRegistry,
  permissions: TenantPermissions,
): void {
  for (const entity of catalogue.entities) {
    const entityHooks = hooks[entity.name];
    const service = new EntityService(db, catalogue, entity, entityHooks);
    // Writing another entity's records through a transition needs what writing them directly needs.
    const assertMayWriteAlso = async (request: FastifyRequest, code: string) => {
      for (const written of entityHooks?.transitionWrites?.[code] ?? [])
        await authorizeRoute(request.session, permissions, catalogue, {
          method: 'POST',
          url: written.apiPath,
        });
    };
    registerEntityWorkflow(app, db, entity, service, assertMayWriteAlso);
  }
}

function registerEntityWorkflow(
  app: FastifyInstance,
  db: Database,
  entity: EntityDefinition,
  service: EntityService,
  assertMayWriteAlso: (request: FastifyRequest, code: string) => Promise<void>,
): void {
  const tags = entityTags(entity);
  // `POST {route}/transitions?exclude=modals,printings,documents` with the selected ids.
  app.post(`${entity.apiPath}/transitions`, { schema: { ...selectionSchema, tags } }, async (request) => {
    const ids = selectedIds(request.body);
    const actor = actorOf(request);
    return withTenant(db.app, actor.tenant, async (trx) => {
      // Nothing is open on a read-only entity's records, whatever a tenant's workflow declares.
      if (ids.length === 0 || entity.apiReadOnly) return [];
      const rows = await entityTables(trx)
        .selectFrom(entity.table)
        .selectAll()
        .where('tenant', '=', actor.tenant)
        .where((where) => {
          const uuids = ids.filter(isUuid);
          const byRegistration = where('registration', 'in', ids);
          return uuids.length === 0 ? byRegistration : where.or([byRegistration, where('id', 'in', uuids)]);
        })
        .execute();
      // A selected record the tenant does not have leaves nothing in common to offer.
      if (rows.length < new Set(ids).size) return [];
      const excluded = (single(request.query as QueryString, 'exclude') ?? '').split(',');
      return availableTransitions(await readWorkflow(trx, actor.tenant, entity), rows.map(rowToRecord), {
        excludeDocuments: excluded.includes('documents'),
      });
    });
  });

  app.get<{ Params: { id: string; code: string } }>(
    `${entity.apiPath}/:id/transitions/:code`,
    {
      config: { permission: `write ${entity.apiPath}`, openApiComponents: recordComponents(entity) },
      schema: {
        tags,
        summary: `Run a transition of a ${entity.label.toLowerCase()}`,
        params: transitionParams,
        response: { 200: recordAnswer(entity, 'The record in its new status') },
      },
    },
    async (request) => {
      await assertMayWriteAlso(request, request.params.code);
      const { code } = request.params;
      const record = await runTransition(service, actorOf(request), entity, request.params.id, code);
      auditRecord(request, {
        action: 'TRANSITION',
        entityName: entity.name,
        registration: String(record.registration),
        details: code,
      });
      return record;
    },
  );
}

const selection = { type: 'array', maxItems: maxSelection, items: { type: 'string', maxLength: 100 } };

/** `selectedIds` reads the body itself, with the catalogue's codes. */
const selectionSchema = {
  summary: 'Transitions open to every selected record',
  body: documentedOnly({
    description: 'The selected ids or registrations',
    oneOf: [selection, { type: 'object', required: ['ids'], properties: { ids: selection } }],
  }),
  querystring: documentedOnly({
    type: 'object',
    properties: {
      exclude: {
        type: 'string',
        description:
          'Comma list of what to leave out: modals, printings, documents (what each transition prints)',
      },
    },
  }),
  response: { 200: documentedOnly({ description: 'The transitions, by order index, pull-right ones last' }) },
};

const transitionParams = recordPathParams({ code: 'The transition' });

/** The body is the array of selected ids (or registrations), or `{ ids: [...] }`. */
function selectedIds(body: unknown): string[] {
  const ids = Array.isArray(body) ? body : (body as { ids?: unknown } | null | undefined)?.ids;
  if (!Array.isArray(ids)) throw new LessorError('INVALID_BODY_ARRAY');
  if (ids.length > maxSelection || !ids.every((id) => typeof id === 'string' && id.length <= 100))
    throw new LessorError('INVALID_ARRAY_FIELD', ['ids']);
  return ids;
}

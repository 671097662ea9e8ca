import { LessorError } from '@lessor/domain/errors';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../auth/actor-of.ts';
import { entityTags } from '../entities/http/entity-route-schemas.ts';
import { readListRequest } from '../entities/http/read-list-request.ts';
import { idempotencyOf } from '../entities/http/write-options.ts';
import { startAnsweredJob } from '../jobs/answered-job.ts';
import { answerJobRequest, jobRequestHeaders, jobStartedAnswer } from '../jobs/answered-job-route.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { documentedOnly } from '../openapi/documented-only.ts';
import { authorizeRoute } from '../permissions/authorize-route.ts';
import type { TenantPermissions } from '../permissions/tenant-permissions.ts';
import {
  type BulkTransitionJob,
  type BulkTransitionWorker,
  bulkTransitionJobName,
  maxBulkRecords,
  runBulkTransitionJob,
} from './bulk-transition-job.ts';

/**
 * `POST {apiPath}/transitions/{code}` with `{ids}` (ids or registrations) or `{query}` (a list's
 * search, as its query string): runs the transition on each record as a job (bulk-transition-job.ts),
 * answered 201 and what it did when it ends within the wait `Prefer` asks, else 202 and the job to
 * follow. It needs what running the transition on one record needs: writing the entity, and the
 * entities the transition writes too.
 */
export async function registerBulkTransitions(
  app: FastifyInstance,
  context: BulkTransitionWorker & { queue: JobQueue; permissions: TenantPermissions },
): Promise<void> {
  const { db, catalogue, queue, permissions, hooks } = context;
  await queue.work<BulkTransitionJob>(bulkTransitionJobName, (job) => runBulkTransitionJob(context, job));
  for (const entity of catalogue.entities) {
    // Nothing moves a read-only entity's records.
    if (entity.apiReadOnly) continue;
    app.post<{ Params: { code: string }; Body: unknown }>(
      `${entity.apiPath}/transitions/:code`,
      {
        config: { permission: `write ${entity.apiPath}` },
        schema: {
          tags: entityTags(entity),
          summary: `Run a transition on many ${entity.pluralLabel.toLowerCase()}, as a job`,
          headers: jobRequestHeaders,
          params: { type: 'object', properties: { code: { type: 'string' } }, required: ['code'] },
          // `readSelection` checks it, with the catalogue's codes.
          body: documentedOnly({
            oneOf: [
              {
                type: 'object',
                required: ['ids'],
                properties: { ids: { type: 'array', maxItems: maxBulkRecords, items: { type: 'string' } } },
              },
              {
                type: 'object',
                required: ['query'],
                properties: { query: { type: 'object', additionalProperties: { type: 'string' } } },
              },
            ],
          }),
          response: {
            201: documentedOnly({ description: 'The records moved (`done`) and refused, each with why' }),
            202: jobStartedAnswer,
          },
        },
      },
      async (request, reply) => {
        const { code } = request.params;
        for (const written of hooks[entity.name]?.transitionWrites?.[code] ?? [])
          await authorizeRoute(request.session, permissions, catalogue, {
            method: 'POST',
            url: written.apiPath,
          });
        const selection = readSelection(request.body);
        // A search is refused now, with the list's own errors, rather than by the job.
        if ('query' in selection) readListRequest(catalogue, entity, selection.query);
        const actor = actorOf(request);
        const batch = await startAnsweredJob(context, actor, {
          jobName: bulkTransitionJobName,
          batch: {
            type: 'TRANSITION',
            name: `${code} on ${'ids' in selection ? `${selection.ids.length} ` : ''}${entity.pluralLabel.toLowerCase()}`,
            scriptName: 'bulk-transition',
            entityName: entity.name,
          },
          input: { entityName: entity.name, code, ...selection },
          idempotency: idempotencyOf(request),
        });
        return answerJobRequest(request, reply, db, actor, batch);
      },
    );
  }
}

function readSelection(body: unknown): { ids: string[] } | { query: Record<string, string> } {
  const { ids, query } = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  if (ids !== undefined) {
    if (
      !Array.isArray(ids) ||
      ids.length === 0 ||
      !ids.every((id) => typeof id === 'string' && id.length <= 100)
    )
      throw new LessorError('INVALID_ARRAY_FIELD', ['ids']);
    if (ids.length > maxBulkRecords) throw new LessorError('SELECTION_TOO_LARGE', [maxBulkRecords]);
    return { ids: [...new Set(ids)] };
  }
  if (
    typeof query === 'object' &&
    query !== null &&
    Object.values(query).every((value) => typeof value === 'string')
  )
    return { query: query as Record<string, string> };
  throw new LessorError('MISSING_FIELD_IN_BODY', ['ids']);
}

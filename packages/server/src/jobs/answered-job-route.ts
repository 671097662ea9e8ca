import { type EntityRecord, type JobView, jobPaths } from '@lessor/domain/api';
import { batchEntity } from '@lessor/domain/entities';
import { LessorError } from '@lessor/domain/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { actorOf } from '../auth/actor-of.ts';
import type { Database } from '../db/database.ts';
import { idempotencyKey } from '../entities/http/write-options.ts';
import { documentedOnly } from '../openapi/documented-only.ts';
import { isAnyAdmin } from '../permissions/assert-admin.ts';
import type { Actor } from '../tenancy/actor.ts';
import { awaitJobAnswer, jobView, requestedWaitMs } from './answered-job.ts';

/** The headers a request starting an answered job reads, for the API document. */
export const jobRequestHeaders = documentedOnly({
  type: 'object',
  properties: {
    'Idempotency-Key': idempotencyKey,
    Prefer: {
      type: 'string',
      description:
        "RFC 7240: 'respond-async' answers 202 and the job at once; 'wait=N' waits up to N seconds (at most 10, the default) before answering 202",
    },
  },
});

/** The 202 answer of a job still running, for the API document. */
export const jobStartedAnswer = documentedOnly({
  description:
    'The job still runs: its Batch record as `job` (status, processed of total); follow it at the Location given, GET /api/script/jobs/{id}',
  type: 'object',
});

/**
 * Answers a request that started a job: 201 (or the route's own `endedStatus`: a billing run answers
 * 200, as it did before it was a job) and the job's answer once it ended within the wait the client
 * asked (`Prefer`), its refusal as the request's own, else 202, the job, and where to follow it.
 */
export async function answerJobRequest(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Database,
  actor: Actor,
  batch: EntityRecord,
  endedStatus: 200 | 201 = 201,
): Promise<FastifyReply> {
  const answer = await awaitJobAnswer(db, actor, batch._id, requestedWaitMs(request.headers.prefer));
  if (answer.statusCode === 202) reply.header('location', jobPaths.job(batch._id));
  return reply.status(answer.statusCode === 202 ? 202 : endedStatus).send(answer.body);
}

/**
 * `GET /api/script/jobs/{id}`: a job a request started, with its answer or refusal once it ended,
 * to the user who started it (and administrators); to anyone else it does not exist.
 */
export function registerJobRoute(app: FastifyInstance, db: Database): void {
  app.get<{ Params: { id: string } }>(
    jobPaths.job(':id'),
    {
      config: { permission: false },
      schema: {
        tags: ['Jobs'],
        summary: 'A job a request started: its progress, then its answer or refusal',
        params: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
      },
    },
    async (request): Promise<JobView> => {
      const actor = actorOf(request);
      const view = await jobView(db, actor, request.params.id);
      const mine = view.job._insertUser === actor.username || isAnyAdmin(request.session);
      if (!mine)
        throw new LessorError('ENTITY_REGISTRATION_NOT_FOUND', [batchEntity.label, request.params.id]);
      return view;
    },
  );
}

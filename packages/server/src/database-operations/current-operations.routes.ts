import {
  type DatabaseOperation,
  type DatabaseOperationCancellation,
  databaseOperationPaths,
} from '@lessor/domain/api';
import { LessorError } from '@lessor/domain/errors';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { pathParams } from '../openapi/documented-only.ts';
import { cancelOperation } from './cancel-operation.ts';
import { readCurrentOperations } from './read-current-operations.ts';

const tags = ['Database'];
const text = { type: 'string' } as const;
const nullableText = { type: ['string', 'null'] } as const;
/** A PostgreSQL pid is a positive int4. */
const pidPattern = /^[1-9]\d{0,9}$/;
const largestPid = 2_147_483_647;

const operationSchema = {
  type: 'object',
  required: [
    'pid',
    'user',
    'applicationName',
    'clientAddress',
    'state',
    'waitEvent',
    'queryStart',
    'durationMs',
    'query',
    'backendType',
  ],
  properties: {
    pid: { type: 'integer' },
    user: nullableText,
    applicationName: text,
    clientAddress: nullableText,
    state: nullableText,
    waitEvent: nullableText,
    queryStart: nullableText,
    durationMs: { type: ['integer', 'null'] },
    query: text,
    backendType: text,
  },
} as const;

/**
 * The /database/current-operations screen's calls (foundation.md §2): the current database's
 * backends from `pg_stat_activity`, and `pg_cancel_backend` on one of them. The database's sessions
 * serve every tenant, so both are for super admins (`superAdminOnly`): a tenant's admins and main
 * admins are refused like any other user.
 */
export function registerCurrentOperationRoutes(app: FastifyInstance, db: Database): void {
  app.get(
    databaseOperationPaths.list,
    {
      config: { superAdminOnly: true },
      schema: {
        tags,
        summary: "The current database's backends and their queries (super admins)",
        response: {
          200: { description: 'The backends, active ones first', type: 'array', items: operationSchema },
        },
      },
    },
    (): Promise<DatabaseOperation[]> => readCurrentOperations(db.owner),
  );

  app.post<{ Params: { pid: string } }>(
    databaseOperationPaths.cancel(':pid'),
    {
      config: { superAdminOnly: true },
      schema: {
        tags,
        summary: "Cancel a backend's current query (super admins)",
        params: pathParams({ pid: 'The process id of a backend of the current database' }),
        response: {
          200: {
            description: 'Whether the backend was asked to cancel its query',
            type: 'object',
            required: ['pid', 'cancelled'],
            properties: { pid: { type: 'integer' }, cancelled: { type: 'boolean' } },
          },
        },
      },
    },
    async (request): Promise<DatabaseOperationCancellation> => {
      const pid = pidOf(request.params.pid);
      const cancelled = pid === undefined ? undefined : await cancelOperation(db.owner, pid);
      if (pid === undefined || cancelled === undefined)
        throw new LessorError('ENTITY_REGISTRATION_NOT_FOUND', ['Database operation', request.params.pid]);
      return { pid, cancelled };
    },
  );
}

/** The pid a path names, if it may be one: anything else is no backend either. */
function pidOf(text: string): number | undefined {
  if (!pidPattern.test(text)) return undefined;
  const pid = Number(text);
  return pid <= largestPid ? pid : undefined;
}

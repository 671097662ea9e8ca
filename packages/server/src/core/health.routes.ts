import type { EntityDefinition } from '@lessor/domain/entities';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { pendingMigrations } from '../db/migrate.ts';

/** What readiness checks, each `ok` or what is wrong. */
interface ReadinessChecks {
  database: string;
  migrations: string;
}

const checksSchema = {
  type: 'object',
  required: ['database', 'migrations'],
  properties: { database: { type: 'string' }, migrations: { type: 'string' } },
};

/**
 * Probes for a load balancer or an orchestrator: `GET /api/core/health` says the process answers
 * (liveness, no database call); `GET /api/core/health/ready` says whether it can serve: its
 * database answers and has run every migration this server knows. While the server closes,
 * Fastify answers 503 to both, so a balancer stops sending it requests while those running end.
 */
export function registerHealthRoutes(
  app: FastifyInstance,
  db: Database,
  entities: readonly EntityDefinition[],
): void {
  app.get(
    '/api/core/health',
    {
      config: { public: true },
      schema: {
        tags: ['Core'],
        summary: 'Liveness: whether the process answers',
        response: {
          200: {
            description: 'The process answers',
            type: 'object',
            required: ['status'],
            properties: { status: { type: 'string', enum: ['ok'] } },
          },
        },
      },
    },
    async () => ({ status: 'ok' }),
  );
  app.get(
    '/api/core/health/ready',
    {
      config: { public: true },
      schema: {
        tags: ['Core'],
        summary: 'Readiness: whether the database answers and its migrations are current',
        response: {
          200: {
            description: 'Ready to serve',
            type: 'object',
            required: ['status', 'checks'],
            properties: { status: { type: 'string', enum: ['ready'] }, checks: checksSchema },
          },
          503: {
            description: 'Not ready: the checks say what is wrong',
            type: 'object',
            required: ['status', 'checks'],
            properties: { status: { type: 'string', enum: ['unavailable'] }, checks: checksSchema },
          },
        },
      },
    },
    async (_request, reply) => {
      const checks = await readinessChecks(db, entities);
      const ready = checks.database === 'ok' && checks.migrations === 'ok';
      return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable', checks });
    },
  );
}

async function readinessChecks(
  db: Database,
  entities: readonly EntityDefinition[],
): Promise<ReadinessChecks> {
  try {
    await sql`select 1`.execute(db.app);
  } catch (error) {
    return { database: describe(error), migrations: 'unknown' };
  }
  try {
    const pending = await pendingMigrations(db.owner, entities);
    return {
      database: 'ok',
      migrations:
        pending.length === 0 ? 'ok' : `${pending.length} pending: ${pending.slice(0, 5).join(', ')}`,
    };
  } catch (error) {
    return { database: 'ok', migrations: describe(error) };
  }
}

// The cause says what failed (a refused connection, a timeout); the stack stays in the log.
const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

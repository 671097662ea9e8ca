import { type CronSetting, type CronView, cronPaths } from '@lessor/domain/api';
import { LessorError } from '@lessor/domain/errors';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../auth/actor-of.ts';
import {
  readConfigurationDocument,
  writeConfigurationDocument,
} from '../configuration-documents/configuration-document-store.ts';
import type { Database } from '../db/database.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { documentedOnly } from '../openapi/documented-only.ts';
import { type TenantTransaction, withTenant } from '../tenancy/with-tenant.ts';
import { cronKindNamed, cronKinds } from './cron-kinds.ts';
import { cronListDocument, cronSettingsOf, isSchedule, nextFiring } from './cron-list.ts';
import { claimCronRun, latestCronRuns } from './cron-runs.ts';
import { type CronJob, cronJobName } from './cron-scheduler.ts';

const tags = ['Crons'];
/** Runs listed per cron on the screen. */
const runsShown = 10;

/**
 * The /crons screen's calls: the tenant's crons with their schedules and latest runs; a change of
 * schedule or state (a new version of the `cron-list` document); a run now. Reading needs
 * 'read batches', changing and running 'write batches' (foundation.md §6).
 */
export function registerCronRoutes(app: FastifyInstance, db: Database, queue: JobQueue): void {
  app.get(
    cronPaths.list,
    {
      config: { permission: 'read batches' },
      schema: { tags, summary: "The tenant's crons and their latest runs" },
    },
    async (request): Promise<CronView[]> => {
      const { tenant } = actorOf(request);
      return withTenant(db.app, tenant, (trx) => cronViews(trx, tenant));
    },
  );

  app.put<{ Params: { name: string }; Body: unknown }>(
    cronPaths.cron(':name'),
    {
      config: { permission: 'write batches' },
      schema: {
        tags,
        summary: "Change a cron's schedule or turn it on or off",
        body: documentedOnly({
          type: 'object',
          properties: { schedule: { type: 'string' }, enabled: { type: 'boolean' } },
        }),
      },
    },
    async (request): Promise<CronView> => {
      const name = knownCron(request.params.name);
      const { schedule, enabled } = (request.body ?? {}) as Partial<CronSetting>;
      if (schedule !== undefined && (typeof schedule !== 'string' || !isSchedule(schedule)))
        throw new LessorError('INVALID_FIELD_VALUE', [String(schedule), 'schedule']);
      if (enabled !== undefined && typeof enabled !== 'boolean')
        throw new LessorError('INVALID_FIELD_VALUE', [String(enabled), 'enabled']);
      const actor = actorOf(request);
      return withTenant(db.app, actor.tenant, async (trx) => {
        const current = await readConfigurationDocument<Record<string, unknown>>(
          trx,
          actor.tenant,
          cronListDocument,
        );
        const crons = cronSettingsOf(current?.value).map((cron) =>
          cron.name === name
            ? {
                ...cron,
                ...(schedule !== undefined ? { schedule } : {}),
                ...(enabled !== undefined ? { enabled } : {}),
              }
            : cron,
        );
        await writeConfigurationDocument(
          trx,
          actor.tenant,
          cronListDocument,
          { ...current?.value, crons },
          actor.username,
        );
        const views = await cronViews(trx, actor.tenant);
        return views.find((view) => view.name === name) as CronView;
      });
    },
  );

  app.post<{ Params: { name: string } }>(
    cronPaths.run(':name'),
    {
      config: { permission: 'write batches' },
      schema: { tags, summary: 'Run a cron now, whatever its schedule' },
    },
    async (request, reply) => {
      const name = knownCron(request.params.name);
      const actor = actorOf(request);
      const slot = new Date();
      await withTenant(db.app, actor.tenant, (trx) =>
        claimCronRun(trx, { tenant: actor.tenant, name, slot, manual: true, requestedBy: actor.username }),
      );
      await queue.send<CronJob>(cronJobName, { tenant: actor.tenant, name, slot: slot.toISOString() });
      return reply.status(202).send({ name, slot: slot.toISOString() });
    },
  );
}

function knownCron(name: string): string {
  if (!cronKindNamed(name)) throw new LessorError('ENTITY_REGISTRATION_NOT_FOUND', ['Cron', name]);
  return name;
}

async function cronViews(trx: TenantTransaction, tenant: string): Promise<CronView[]> {
  const document = await readConfigurationDocument(trx, tenant, cronListDocument);
  const runs = await latestCronRuns(trx, tenant, runsShown);
  const now = new Date();
  return cronSettingsOf(document?.value).map((cron) => ({
    ...cron,
    description: cronKinds.find((kind) => kind.name === cron.name)?.description ?? '',
    nextRun: cron.enabled ? nextFiring(cron.schedule, now).toISOString() : null,
    runs: runs.get(cron.name) ?? [],
  }));
}

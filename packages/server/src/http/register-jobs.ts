import type { EntityRecord } from '@lessor/domain/api';
import { batchEntity } from '@lessor/domain/entities';
import type { FastifyInstance } from 'fastify';
import { billingRunNotice } from '../billing/billing-run-job.ts';
import { registerRunBilling } from '../billing/run-billing.route.ts';
import type { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import { type CronJob, cronJobName, runCron } from '../crons/cron-scheduler.ts';
import { registerCronRoutes } from '../crons/crons.routes.ts';
import type { Database } from '../db/database.ts';
import type { DocumentContentTokens } from '../documents/document-content-tokens.ts';
import type { EntityHooksRegistry } from '../entities/hooks/entity-hooks.ts';
import { registerExportRoutes } from '../exports/exports.routes.ts';
import { type ExportJob, exportJobName, runExport } from '../exports/run-export.ts';
import { registerImportRoutes } from '../imports/imports.routes.ts';
import { Imports } from '../imports/imports.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { endingInErrorOnFailure } from '../jobs/job-record.ts';
import { observeJob } from '../metrics/job-metrics.ts';
import type { NotificationNotice } from '../notifications/notification-store.ts';
import { notifyUser } from '../notifications/notify-user.ts';
import { vapidSubject, webPushSender } from '../notifications/push-sender.ts';
import { loadVapidKeys } from '../notifications/vapid-keys.ts';
import type { TenantPermissions } from '../permissions/tenant-permissions.ts';
import { recordSystemEvent } from '../system-events/record-system-event.ts';
import type { Actor } from '../tenancy/actor.ts';
import { bulkTransitionNotice } from '../workflow/bulk-transition-job.ts';
import { registerBulkTransitions } from '../workflow/bulk-transitions.route.ts';

const levels: Readonly<Record<string, NotificationNotice['level']>> = {
  SUCCESS: 'success',
  WARNING: 'warning',
  ERROR: 'error',
};

/**
 * The work the server runs as jobs (docs/jobs.md): imports, exports, billing runs, bulk transitions
 * and crons (the statement inbox's among them), their routes and their workers on this node; all but
 * the crons tell their author when they end (notification centre and Web Push).
 */
export async function registerJobs(
  app: FastifyInstance,
  options: {
    db: Database;
    catalogue: EntityCatalogue;
    permissions: TenantPermissions;
    queue: JobQueue;
    documentTokens: DocumentContentTokens;
    storageQuotaBytes: number;
    publicUrl: string;
    statementInbox?: string;
    billingBatchSize?: number;
    /** The entities' hooks, as the app's routes run them: a bulk transition runs them too. */
    hooks: EntityHooksRegistry;
  },
): Promise<void> {
  const { db, catalogue, permissions, queue } = options;
  const push = webPushSender(await loadVapidKeys(db), vapidSubject(options.publicUrl));
  /**
   * A job's end: measured (`lessor_job_duration_seconds`), kept as a system event of its tenant,
   * and told to its author; none of these failing ever fails the job.
   */
  const ended = async (job: string, actor: Actor, record: EntityRecord, notice: NotificationNotice) => {
    const started = Date.parse(String(record.startedAt ?? ''));
    const seconds = Number.isNaN(started) ? 0 : (Date.parse(String(record.endedAt ?? '')) - started) / 1000;
    // An undo ends back in DRAFT: its time is not the run's, which started at `startedAt`.
    if (record.status !== 'DRAFT') observeJob(job, Math.max(seconds, 0), record.status ?? '');
    await recordSystemEvent(
      db,
      actor,
      {
        type: 'JOB',
        level: notice.level === 'error' ? 'ERROR' : notice.level === 'warning' ? 'WARN' : 'INFO',
        message: `${notice.title}: ${notice.message}`,
      },
      app.log,
    );
    await notifyUser(db, actor, notice, push, app.log).catch((err: unknown) =>
      app.log.warn({ err }, 'job end notification failed'),
    );
  };

  const imports = new Imports(db, catalogue, queue, {
    onEnd: (actor, record) => ended('import', actor, record, importEnded(record)),
  });
  await imports.work();
  await registerImportRoutes(app, { db, catalogue, permissions, imports });

  const exportRunner = {
    db,
    catalogue,
    storageQuotaBytes: options.storageQuotaBytes,
    onEnd: (actor: Actor, record: EntityRecord) => ended('export', actor, record, exportReady(record)),
  };
  await queue.work<ExportJob>(exportJobName, (job) =>
    endingInErrorOnFailure(db, batchEntity, { ...job, id: job.batchId }, () => runExport(exportRunner, job)),
  );
  registerExportRoutes(app, { db, catalogue, permissions, queue, tokens: options.documentTokens });

  await queue.work<CronJob>(cronJobName, (job) =>
    runCron(db, catalogue, job, (err) => app.log.error({ err, job }, 'cron run failed'), {
      queue,
      ...(options.statementInbox ? { statementInbox: options.statementInbox } : {}),
    }),
  );
  registerCronRoutes(app, db, queue);

  await registerRunBilling(app, {
    db,
    catalogue,
    queue,
    ...(options.billingBatchSize ? { batchSize: options.billingBatchSize } : {}),
    log: app.log,
    onEnd: (actor, record) => ended('billing', actor, record, billingRunNotice(record)),
  });
  await registerBulkTransitions(app, {
    db,
    catalogue,
    queue,
    permissions,
    hooks: options.hooks,
    log: app.log,
    logBook: app.logBook,
    onEnd: (actor, record) => ended('transition', actor, record, bulkTransitionNotice(record)),
  });
}

function importEnded(record: EntityRecord): NotificationNotice {
  const undone = record.status === 'DRAFT';
  return {
    level: levels[record.status ?? ''] ?? 'info',
    title: undone ? 'Import undone' : 'Import ended',
    message: undone
      ? `${record.registration} (${record.fileName}): the records it wrote were removed`
      : `${record.registration} (${record.fileName}): ${rows(record.writtenCount)} written, ${record.errorCount ?? 0} refused`,
    link: `/import/${record.registration}`,
  };
}

function exportReady(record: EntityRecord): NotificationNotice {
  return {
    level: 'success',
    title: 'Export ready',
    message: `${record.name}: ${rows(record.processed)}`,
    link: `/batch/${record.registration}`,
  };
}

/** A count of rows as a sentence says it: '1 row', '12 rows'. */
function rows(count: unknown): string {
  const n = Number(count ?? 0);
  return `${n} ${n === 1 ? 'row' : 'rows'}`;
}

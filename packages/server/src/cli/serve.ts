import { issueLoginToken } from '../auth/login-tokens.ts';
import { loadSessionSecret } from '../auth/session-tokens.ts';
import { type Config, localPublicUrl } from '../config/load-config.ts';
import { CronScheduler } from '../crons/cron-scheduler.ts';
import { firstStartDatabaseFile } from '../db/first-start-database.ts';
import { openDatabase } from '../db/open-database.ts';
import { recordExistingDocuments } from '../documents/record-existing-documents.ts';
import { buildApp } from '../http/build-app.ts';
import { openJobQueue } from '../jobs/open-job-queue.ts';
import { demoTenant, seedDemoTenantIfEmpty } from '../seed/seed-demo-tenant.ts';
import { moveDocumentsToStorage } from '../storage/move-documents-to-storage.ts';
import { storageOf } from '../storage/object-storage.ts';
import { findUser } from '../users/store/find-user.ts';

/** Opens and migrates the database, seeds the demo tenant on first start, serves, prints a sign-in link. */
export async function serve(config: Config): Promise<void> {
  const db = await openDatabase({ ...config, firstStartFile: firstStartDatabaseFile });
  // Documents written before object storage leave the database for their tenant's container.
  await moveDocumentsToStorage(db, storageOf(db), (message) => console.warn(message));
  // Documents uploaded before they were Document records become ones.
  await recordExistingDocuments(db, (message) => console.warn(message));
  const seeded = await seedDemoTenantIfEmpty(db);
  // Jobs of a PostgreSQL database wait in it, for whichever node works them (jobs/job-queue.ts).
  const jobQueue = await openJobQueue(db, {
    onError: (err, job) => app.log.error({ err, job }, job ? 'job failed' : 'job queue failed'),
  });
  const app = await buildApp({
    db,
    jobQueue,
    sessionSecret: await loadSessionSecret(db, config.sessionSecret),
    webRoot: config.webRoot,
    logger: { level: config.logLevel },
    issuerPolicy: { allowHttpLoopback: config.allowHttpIssuers, allowedHosts: config.allowedIssuerHosts },
    publicUrl: config.publicUrl ?? localPublicUrl(config.port),
    allowHttpPushEndpoints: config.allowHttpPushEndpoints,
    conversionLimits: { timeLimitMs: 60_000, soffice: config.soffice },
    ...(config.storageQuotaBytes === undefined ? {} : { storageQuotaBytes: config.storageQuotaBytes }),
    trustProxy: config.trustProxy,
    ...(config.lecturaUrl ? { lecturaUrl: config.lecturaUrl } : {}),
    ...(config.banUrl ? { banUrl: config.banUrl } : {}),
    ...(config.mapTilesUrl ? { mapTilesUrl: config.mapTilesUrl } : {}),
    ...(config.companyRegistryUrl ? { companyRegistryUrl: config.companyRegistryUrl } : {}),
    ...(config.metricsToken ? { metricsToken: config.metricsToken } : {}),
    ...(config.statementInbox ? { statementInbox: config.statementInbox } : {}),
    accessLogSampleRate: config.accessLogSampleRate,
    systemLogLevel: config.systemLogLevel,
    ...(config.logRetentionDays ? { logRetentionDays: config.logRetentionDays } : {}),
  });
  await app.listen({ port: config.port, host: config.host });
  const crons = new CronScheduler(db, jobQueue);
  crons.start((err) => app.log.error({ err }, 'cron tick failed'));
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const origin = config.publicUrl ?? localPublicUrl(port);

  const lines = [
    `Lessor is running at ${origin} (database: ${db.kind === 'embedded' ? db.location : 'PostgreSQL'})`,
  ];
  if (seeded) lines.push(`Created the demo tenant '${demoTenant.id}' with its persons.`);
  const admin = await findUser(db.app, demoTenant.id, demoTenant.admin);
  if (admin && !admin.isLocked) {
    const token = await issueLoginToken(db.app, { tenant: demoTenant.id, username: demoTenant.admin });
    lines.push(`Sign in as ${demoTenant.admin}: ${origin}/authentication/login-page?token=${token}`);
  }
  // The demo identity providers are loaded only when they run.
  const demo = config.demoSignIn ? await import('../demo-sign-in/start-demo-sign-in.ts') : undefined;
  const sso = await demo?.startDemoSignIn(db.app, { tenant: demoTenant.id, origin });
  if (demo && sso) {
    const { username, password } = demo.demoSsoUser;
    lines.push(`Or 'Sign in with SSO' or 'Sign in with SAML' as ${username}, password '${password}'.`);
  }
  process.stdout.write(`\n${lines.join('\n')}\n\n`);

  const stop = async () => {
    await sso?.close();
    crons.stop();
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

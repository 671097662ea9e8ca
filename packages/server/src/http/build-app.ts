import { randomUUID } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import { type EntityDefinition, entities, type SystemLogLevel } from '@lessor/domain/entities';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { registerLogout } from '../auth/logout.route.ts';
import { registerAuthentication } from '../auth/register-authentication.ts';
import { SessionTokens } from '../auth/session-tokens.ts';
import { registerTokenLogin } from '../auth/token-login.route.ts';
import { registerTotp } from '../auth/totp.route.ts';
import { TotpChallenges } from '../auth/totp-challenges.ts';
import { registerCacheInfoRoutes } from '../cache-info/cache-info.routes.ts';
import { TenantCaches } from '../cache-info/tenant-caches.ts';
import { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import { registerCollectionExtensionRoute } from '../collection-extension/collection-extension.route.ts';
import { CollectionExtensions } from '../collection-extension/collection-extensions.ts';
import { registerBankStatementRoutes } from '../collections/bank-statements.routes.ts';
import { registerCreditTransferFileRoutes } from '../collections/credit-transfer-files.routes.ts';
import { registerPaymentFileRoutes } from '../collections/payment-files.routes.ts';
import type { TrustProxy } from '../config/load-config.ts';
import { defaultPort, localPublicUrl } from '../config/load-config.ts';
import { registerConfigCheckRoute } from '../config-check/check-config.routes.ts';
import { registerConfigurationDocumentRoutes } from '../configuration-documents/http/configuration-documents.routes.ts';
import { registerCoreRoutes } from '../core/core.routes.ts';
import { registerHealthRoutes } from '../core/health.routes.ts';
import { registerCurrentOperationRoutes } from '../database-operations/current-operations.routes.ts';
import type { Database } from '../db/database.ts';
import type { ConversionLimits } from '../documents/conversion/convert-document.ts';
import { DocumentContentTokens } from '../documents/document-content-tokens.ts';
import { registerDocumentRoutes } from '../documents/documents.routes.ts';
import { registerDynoRoutes } from '../dyno/dyno.routes.ts';
import type { EntityHooksRegistry } from '../entities/hooks/entity-hooks.ts';
import { entityHooks } from '../entities/hooks/index.ts';
import { registerEntityRoutes } from '../entities/http/entity.routes.ts';
import { registerPasteSchemaRoutes } from '../entities/http/paste-schema.route.ts';
import { registerAddressLookupRoutes } from '../external/address-lookup/address-lookup.routes.ts';
import { defaultBanUrl } from '../external/address-lookup/address-provider-of-tenant.ts';
import {
  defaultMapTilesUrl,
  mapTilesOrigin,
  registerMapTilesRoute,
} from '../external/map-tiles/map-tiles.ts';
import { registerRegistrationLookupRoutes } from '../external/registration-lookup/registration-lookup.routes.ts';
import { registerHostRoutes } from '../hosts/hosts.routes.ts';
import { registerFrameAncestors } from '../hosts/register-frame-ancestors.ts';
import { type IssuerPolicy, strictIssuerPolicy } from '../identity-providers/issuer-policy.ts';
import { registerOidcRoutes } from '../identity-providers/oidc.routes.ts';
import { OidcClients } from '../identity-providers/oidc-client.ts';
import { registerProviderSettingsRoutes } from '../identity-providers/provider-settings.routes.ts';
import { registerSamlRoutes } from '../identity-providers/saml.routes.ts';
import { SamlClients } from '../identity-providers/saml-clients.ts';
import { registerJobRoute } from '../jobs/answered-job-route.ts';
import { InProcessQueue } from '../jobs/in-process-queue.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { registerKeyValueRoutes } from '../key-values/key-values.routes.ts';
import { registerLocaleRoutes } from '../locales/locales.routes.ts';
import { LogBook } from '../logbook/log-book.ts';
import { registerAccessLogging } from '../logbook/register-access-logging.ts';
import { SystemLogStream } from '../logbook/system-log-stream.ts';
import { registerMail } from '../mail/register-mail.ts';
import { registerMetricsRoutes } from '../metrics/metrics.routes.ts';
import { registerRequestMetrics } from '../metrics/register-request-metrics.ts';
import { registerNotificationRoutes } from '../notifications/notifications.routes.ts';
import { registerOpenApiRoute } from '../openapi/openapi.routes.ts';
import { registerOpenApiDocument } from '../openapi/register-openapi-document.ts';
import { registerPartners } from '../partners/register-partners.ts';
import { TenantPermissions } from '../permissions/tenant-permissions.ts';
import { registerPersonHierarchyRoute } from '../persons/person-hierarchy.route.ts';
import { registerQuickAddRelationsRoute } from '../persons/quick-add-relations.route.ts';
import { registerPrintRoutes } from '../printing/print.routes.ts';
import { withTransitionDocuments } from '../printing/transition-documents.ts';
import { registerReferenceListRoutes } from '../reference-lists/reference-lists.routes.ts';
import { registerExcelExport } from '../report/excel.routes.ts';
import { registerSheetRowsRoute } from '../report/sheet-rows.routes.ts';
import { withTenantScripts } from '../scripts/entity-event-scripts.ts';
import { registerScriptRunTokenRoute } from '../scripts/script-run-tokens.route.ts';
import { ScriptRunTokens } from '../scripts/script-run-tokens.ts';
import { ScriptRunner } from '../scripts/script-runner.ts';
import {
  registerLayoutScriptRoute,
  registerScriptRunRoutes,
  registerScriptTestRoute,
} from '../scripts/script-runs.routes.ts';
import { serveListScripts } from '../scripts/serve-list-scripts.ts';
import { TenantScripts } from '../scripts/tenant-scripts.ts';
import { registerGlobalSearch } from '../search/global-search.route.ts';
import { registerSelfTestsRoute } from '../self-tests/self-tests.routes.ts';
import { registerObjectStorageRoutes } from '../storage/object-storage.routes.ts';
import { defaultStorageQuotaBytes } from '../storage/storage-quota.ts';
import { registerFundArbitrationRoute } from '../treasury/fund-arbitration.route.ts';
import { registerInternalTransferRoute } from '../treasury/internal-transfer.route.ts';
import { registerSetOverdraftRoute } from '../treasury/set-overdraft.route.ts';
import { registerUserConfiguration } from '../user-configuration/user-configuration.route.ts';
import { registerCurrentUser } from '../users/current-user.route.ts';
import { registerLoginLink } from '../users/login-link.route.ts';
import { registerMfaReset } from '../users/mfa-reset.route.ts';
import { registerPhotoRoutes } from '../users/photo.routes.ts';
import { registerPreferenceRoutes } from '../users/preferences.routes.ts';
import { registerSignInHistory } from '../users/sign-in-history.route.ts';
import { registerUserRoutes } from '../users/users.routes.ts';
import { registerUsersKpis } from '../users/users-kpis.route.ts';
import { registerVehicleCatalogRoutes } from '../vehicle-catalog/http/vehicle-catalog.routes.ts';
import { registerWorkflowRoutes } from '../workflow/workflow.routes.ts';
import { answerClientError, answerFrameworkError } from './refused-requests.ts';
import { registerCacheInvalidations } from './register-cache-invalidations.ts';
import { registerErrorHandling } from './register-error-handling.ts';
import { registerJobs } from './register-jobs.ts';
import { registerSchemaCompilers } from './register-schema-compilers.ts';
import { registerSecurityHeaders } from './register-security-headers.ts';
import { registerUnstorableInputRefusal } from './register-unstorable-input-refusal.ts';
import { registerWebApp } from './register-web-app.ts';
import { requestLogger } from './request-logger.ts';

export interface AppOptions {
  db: Database;
  sessionSecret: string;
  /** Folder of the built web application; without it, only the API is served. */
  webRoot?: string;
  logger?: FastifyServerOptions['logger'];
  /** Largest accepted request body, in bytes. */
  bodyLimit?: number;
  /**
   * How long a tenant's profilesPermissions document is kept before it is read again; writes are
   * pushed to every node (cache-invalidation/), so this only bounds a missed notification.
   */
  permissionsCacheMs?: number;
  /** Which OIDC issuers the server calls; https on public addresses only unless told. */
  issuerPolicy?: IssuerPolicy;
  /** Where users reach the application, for links sent to others; defaults to http://localhost:3000. */
  publicUrl?: string;
  /** Bytes of documents and photos one tenant may store; 10 GiB unless told. */
  storageQuotaBytes?: number;
  /** Which proxies tell the client's address (config/load-config.ts); none by default. */
  trustProxy?: TrustProxy;
  /** Hooks added to the production ones, by entity name (a test's own, replacing an entity's). */
  entityHooks?: EntityHooksRegistry;
  /** LECTURA's API address (LESSOR_LECTURA_URL); without it no tenant can use LECTURA's own data. */
  lecturaUrl?: string;
  /** The national address base's API (LESSOR_BAN_URL); its public address unless told. */
  banUrl?: string;
  /** The tile server of maps (LESSOR_MAP_TILES_URL), the one image origin the CSP allows besides ours. */
  mapTilesUrl?: string;
  /** The French company registry's API (LESSOR_COMPANY_REGISTRY_URL); without it no tenant looks companies up. */
  companyRegistryUrl?: string;
  /** Where background jobs are queued; this process alone unless told (jobs/job-queue.ts). */
  jobQueue?: JobQueue;
  /** Contracts a billing run bills per transaction; 50 unless told (run-billing.ts). */
  billingBatchSize?: number;
  /**
   * The entities served, the shipped registry unless told; the database must have been opened
   * for the same ones (`openDatabase`'s `entities`). The contract tests add a throwaway entity.
   */
  entities?: readonly EntityDefinition[];
  /** How long a document's conversion may run, and LibreOffice's command (LESSOR_SOFFICE); 60 s and the PATH's unless told. */
  conversionLimits?: ConversionLimits;
  /** Push subscriptions may name a plain-http push service: for tests on this machine only. */
  allowHttpPushEndpoints?: boolean;
  /** The bearer token of `GET /api/system/metrics/prometheus` (LESSOR_METRICS_TOKEN); without it, no such route. */
  metricsToken?: string;
  /** The folder of bank statements the import-bank-statements cron reads (LESSOR_STATEMENT_INBOX). */
  statementInbox?: string;
  /** Share of fast successful reads kept in the access logs (LESSOR_ACCESS_LOG_SAMPLE); all unless told. */
  accessLogSampleRate?: number;
  /** Days access and system logs are kept (LESSOR_LOG_RETENTION_DAYS); 30 unless told. */
  logRetentionDays?: number;
  /** The lowest level of the log kept as system logs (LESSOR_SYSTEM_LOG_LEVEL); INFO unless told. */
  systemLogLevel?: SystemLogLevel;
}

/**
 * Fastify takes a hop count as trusting nobody; proxy-addr's meaning is kept instead: the last n
 * hops are proxies, whoever they are, so the address before them is the client's.
 */
function proxyTrust(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

/** A logger given as options writes through the system log stream, which keeps tenants' lines. */
function keptAsSystemLogs(
  logger: NonNullable<FastifyServerOptions['logger']>,
  logBook: LogBook,
  level: SystemLogLevel | undefined,
): FastifyServerOptions['logger'] {
  if (typeof logger !== 'object') return logger;
  const destination = (logger as { stream?: { write(line: string): unknown } }).stream;
  return { ...logger, stream: new SystemLogStream(logBook, level, destination) };
}

/**
 * Builds the whole application without listening: the command line serves it, the tests drive it
 * with `inject`.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const logBook = new LogBook(options.db, {
    onError: (err) => app.log.warn({ err }, 'log lines were not written'),
  });
  const app = Fastify({
    logger: keptAsSystemLogs(options.logger ?? false, logBook, options.systemLogLevel),
    bodyLimit: options.bodyLimit ?? 1024 * 1024,
    trustProxy: proxyTrust(options.trustProxy ?? false),
    // Our own id always; the client's x-request-id is logged beside it (request-logger.ts).
    requestIdHeader: false,
    genReqId: () => randomUUID(),
    childLoggerFactory: requestLogger,
    // Query arrays stay comma lists (`type=I,C`); a repeated parameter is refused by the list reader.
    // A parameter may be as long as the longest declared one (a 254-character username).
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 256 },
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });
  registerSchemaCompilers(app);
  const mapTilesUrl = options.mapTilesUrl ?? defaultMapTilesUrl;
  const tilesOrigin = mapTilesOrigin(mapTilesUrl);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandling(app);
  registerUnstorableInputRefusal(app);
  const requestMetrics = registerRequestMetrics(app);
  registerAccessLogging(app, logBook, { sampleRate: options.accessLogSampleRate ?? 1 });
  app.addHook('onClose', () => logBook.close());
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The tenant's layout scripts run in QuickJS compiled to WebAssembly: compiling it needs
        // 'wasm-unsafe-eval', which opens WebAssembly alone, never JavaScript's eval.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        // Mantine writes its theme variables in style elements.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // blob: the images the page reads with its session (a user's photo) and shows from memory.
        imgSrc: ["'self'", 'data:', 'blob:', ...(tilesOrigin ? [tilesOrigin] : [])],
        frameAncestors: ["'self'"],
        // Lessor is often reached over plain http on a laptop or behind a TLS-terminating proxy.
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(rateLimit, { global: false });
  await registerOpenApiDocument(app);

  const catalogue = new EntityCatalogue(options.entities ?? entities);
  const tokens = new SessionTokens(options.sessionSecret);
  const invalidations = await registerCacheInvalidations(app, options.db);
  const permissions = new TenantPermissions(
    options.db.app,
    options.permissionsCacheMs ?? 2000,
    invalidations,
  );
  const signIn = { db: options.db, tokens, challenges: new TotpChallenges(options.sessionSecret) };
  registerAuthentication(app, { db: options.db, tokens, permissions, catalogue });
  registerCoreRoutes(app);
  registerHealthRoutes(app, options.db, options.entities ?? entities);
  registerTokenLogin(app, options.db, tokens, signIn.challenges);
  registerTotp(app, signIn);
  registerLogout(app, options.db);
  registerCurrentUser(app, options.db);
  registerUserRoutes(app, options.db, catalogue);
  registerPreferenceRoutes(app, options.db);
  registerLoginLink(app, options.db);
  registerMfaReset(app, options.db);
  registerUsersKpis(app, options.db);
  registerSignInHistory(app, options.db);
  const storageQuotaBytes = options.storageQuotaBytes ?? defaultStorageQuotaBytes;
  const documentTokens = new DocumentContentTokens(options.sessionSecret);
  await registerPhotoRoutes(app, options.db, storageQuotaBytes);
  registerUserConfiguration(app, options.db);
  const issuerPolicy = options.issuerPolicy ?? strictIssuerPolicy;
  registerOidcRoutes(app, { db: options.db, tokens, clients: new OidcClients(issuerPolicy) });
  await registerSamlRoutes(app, options.db, new SamlClients());
  registerProviderSettingsRoutes(app, options.db, issuerPolicy);
  registerHostRoutes(app, options.db);
  registerFrameAncestors(app, options.db, invalidations);
  registerKeyValueRoutes(app, options.db);
  await registerNotificationRoutes(app, options.db, { allowHttp: options.allowHttpPushEndpoints ?? false });
  registerLocaleRoutes(app, options.db, tokens);
  registerGlobalSearch(app, options.db, catalogue);
  const conversionLimits = options.conversionLimits ?? { timeLimitMs: 60_000 };
  const scriptRunner = new ScriptRunner();
  app.addHook('onClose', () => scriptRunner.close());
  const tenantScripts = new TenantScripts(options.db.app, invalidations);
  app.addHook('onClose', () => tenantScripts.close());
  // Writes and transitions the API runs also run the tenant's business scripts on them, and
  // transitions print what their workflow names.
  const hooks = withTransitionDocuments(
    withTenantScripts(
      { ...entityHooks, ...options.entityHooks },
      { catalogue, runner: scriptRunner, scripts: tenantScripts, logBook },
    ),
    { db: options.db, catalogue, conversionLimits, storageQuotaBytes },
  );
  const extensions = new CollectionExtensions(options.db.app, invalidations);
  app.addHook('onClose', () => extensions.close());
  registerCollectionExtensionRoute(app, extensions);
  const tenantCaches = new TenantCaches(invalidations);
  tenantCaches.add('Scripts', tenantScripts);
  tenantCaches.add('Collection extension', extensions.kept);
  tenantCaches.add('Permissions', permissions.kept);
  registerCacheInfoRoutes(app, tenantCaches);
  for (const entity of catalogue.entities)
    registerEntityRoutes(app, { db: options.db, catalogue, entity, hooks: hooks[entity.name], extensions });
  registerPasteSchemaRoutes(app, options.db, catalogue);
  registerPersonHierarchyRoute(app, options.db);
  registerQuickAddRelationsRoute(app, options.db);
  await registerDocumentRoutes(app, {
    db: options.db,
    catalogue,
    tokens: documentTokens,
    storageQuotaBytes,
    conversionLimits,
    permissions,
  });
  registerObjectStorageRoutes(app, { db: options.db, storageQuotaBytes });
  registerWorkflowRoutes(app, options.db, catalogue, hooks, permissions);
  registerPrintRoutes(app, { db: options.db, catalogue, conversionLimits });
  const runTokens = new ScriptRunTokens(options.sessionSecret);
  // What runs a tenant's script by name, as the caller: a run route's, a list script's.
  const scriptRuns = {
    db: options.db,
    catalogue,
    permissions,
    runner: scriptRunner,
    scripts: tenantScripts,
    logBook,
  };
  registerScriptRunRoutes(app, { ...scriptRuns, runTokens });
  registerScriptRunTokenRoute(app, { db: options.db, runTokens });
  registerScriptTestRoute(app, { db: options.db, catalogue, permissions, runner: scriptRunner });
  registerLayoutScriptRoute(app, tenantScripts);
  const jobQueue =
    options.jobQueue ??
    new InProcessQueue({ onError: (err, job) => app.log.error({ err, job }, 'job failed') });
  // Running jobs finish before the database they write to closes.
  app.addHook('onClose', () => jobQueue.stop());
  registerJobRoute(app, options.db);
  const collections = { db: options.db, catalogue, permissions, queue: jobQueue };
  await registerPaymentFileRoutes(app, collections);
  await registerCreditTransferFileRoutes(app, collections);
  await registerBankStatementRoutes(app, collections);
  registerInternalTransferRoute(app, options.db, catalogue, permissions);
  registerSetOverdraftRoute(app, options.db, catalogue);
  registerFundArbitrationRoute(app, options.db, catalogue, permissions);
  await registerJobs(app, {
    db: options.db,
    catalogue,
    permissions,
    queue: jobQueue,
    documentTokens,
    storageQuotaBytes,
    publicUrl: options.publicUrl ?? localPublicUrl(defaultPort),
    ...(options.statementInbox ? { statementInbox: options.statementInbox } : {}),
    ...(options.logRetentionDays ? { logRetentionDays: options.logRetentionDays } : {}),
    ...(options.billingBatchSize ? { billingBatchSize: options.billingBatchSize } : {}),
    hooks,
  });
  await registerMail(app, { db: options.db, queue: jobQueue });
  registerPartners(app, {
    db: options.db,
    catalogue,
    queue: jobQueue,
    publicUrl: options.publicUrl ?? localPublicUrl(defaultPort),
    registry: { companyRegistryUrl: options.companyRegistryUrl },
  });
  registerDynoRoutes(app, options.db, catalogue);
  registerReferenceListRoutes(app, {
    db: options.db,
    catalogue,
    listScripts: serveListScripts(scriptRuns),
  });
  await registerExcelExport(app, permissions, catalogue);
  await registerSheetRowsRoute(app);
  registerConfigurationDocumentRoutes(app, options.db);
  registerConfigCheckRoute(app, options.db, catalogue);
  registerSelfTestsRoute(app, options.db, catalogue);
  await registerVehicleCatalogRoutes(app, options.db, {
    ...(options.lecturaUrl ? { lecturaUrl: options.lecturaUrl } : {}),
  });
  registerAddressLookupRoutes(app, options.db, { banUrl: options.banUrl ?? defaultBanUrl });
  registerMapTilesRoute(app, mapTilesUrl);
  registerRegistrationLookupRoutes(app, options.db, { companyRegistryUrl: options.companyRegistryUrl });
  registerMetricsRoutes(app, requestMetrics, options.metricsToken, jobQueue);
  registerCurrentOperationRoutes(app, options.db);
  registerOpenApiRoute(app);
  await registerWebApp(app, options.webRoot);
  return app;
}

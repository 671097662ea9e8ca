import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type SystemLogLevel, systemLogLevels } from '@lessor/domain/entities';
import { mapTilesOrigin } from '../external/map-tiles/map-tiles.ts';
import { LessorStartError } from './lessor-start-error.ts';

export interface Config {
  port: number;
  host: string;
  /** PostgreSQL server; undefined means the embedded database in `dataDir`. */
  databaseUrl: string | undefined;
  /** Where the embedded database and files live. */
  dataDir: string;
  /** The built-in storage container's folder (LESSOR_OBJECTS_DIR); undefined: `objects` in `dataDir`. */
  objectsDir: string | undefined;
  /** Overrides the session signing secret kept in the database (for several nodes on several databases). */
  sessionSecret: string | undefined;
  /** The key sealing stored secrets (LESSOR_SECRET_KEY); undefined means the data folder's secret.key. */
  secretKey: string | undefined;
  logLevel: string;
  /**
   * Where users reach the application, for every link it prints or sends (sign-in, invitations):
   * never taken from a request's Host header, which its sender chooses. Defaults to http://localhost:{port}.
   */
  publicUrl: string | undefined;
  /** Whether the demo tenant's OIDC provider and SAML identity provider run beside Lessor. */
  demoSignIn: boolean;
  /** The built web application served beside the API. */
  webRoot: string;
  /** Plain http to OIDC issuers on this machine (loopback), for the demo and development. */
  allowHttpIssuers: boolean;
  /** Push services over plain http (LESSOR_ALLOW_HTTP_PUSH_ENDPOINTS=1), for a stand-in on this machine; https only by default. */
  allowHttpPushEndpoints: boolean;
  /** OIDC issuer host names the server calls whatever their addresses, such as a private network's. */
  allowedIssuerHosts: string[];
  /** Bytes of documents and photos one tenant may store; undefined: the server's default, 10 GiB. */
  storageQuotaBytes: number | undefined;
  /**
   * Which proxies' `X-Forwarded-For` tells the client's address (sign-in limits count per client):
   * none, all, the last n hops, or these addresses and CIDR ranges.
   */
  trustProxy: TrustProxy;
  /** LibreOffice's command (LESSOR_SOFFICE), for office files converted to PDF; soffice on the PATH by default. */
  soffice: string | undefined;
  /** LECTURA's API address, where tenants that configure LECTURA send their keys; none by default. */
  lecturaUrl: string | undefined;
  /** The national address base's API, for tenants that look addresses up there; its public one by default. */
  banUrl: string | undefined;
  /** The tile server of maps, a URL template with {z}, {x} and {y}; OpenStreetMap's by default. */
  mapTilesUrl: string | undefined;
  /** The French company registry's API (LESSOR_COMPANY_REGISTRY_URL); none by default. */
  companyRegistryUrl: string | undefined;
  /** The bearer token a Prometheus scraper presents (LESSOR_METRICS_TOKEN); none: no Prometheus endpoint. */
  metricsToken: string | undefined;
  /** The folder the bank's channel drops statements in, a folder per tenant (LESSOR_STATEMENT_INBOX); none by default. */
  statementInbox: string | undefined;
  /** Share of fast successful reads kept in the access logs (LESSOR_ACCESS_LOG_SAMPLE, 0 to 1); all by default. */
  accessLogSampleRate: number;
  /** Days access and system logs are kept (LESSOR_LOG_RETENTION_DAYS); 30 by default. */
  logRetentionDays: number | undefined;
  /** The lowest level kept as system logs (LESSOR_SYSTEM_LOG_LEVEL: DEBUG, INFO, WARN, ERROR); INFO by default. */
  systemLogLevel: SystemLogLevel;
}

export type TrustProxy = boolean | number | string[];

/** The port served when PORT is not set. */
export const defaultPort = 3000;

/** Where users reach a server listening on `port` of this machine, when LESSOR_PUBLIC_URL is not set. */
export const localPublicUrl = (port: number): string => `http://localhost:${port}`;

const builtWebApp = fileURLToPath(new URL('../../../web/dist', import.meta.url));

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Reads and checks the configuration; a bad value stops the start with one sentence. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: readPort(env.PORT),
    host: env.HOST || 'localhost',
    databaseUrl: readDatabaseUrl(env.DATABASE_URL),
    dataDir: resolve(env.LESSOR_DATA_DIR || 'data'),
    objectsDir: env.LESSOR_OBJECTS_DIR ? resolve(env.LESSOR_OBJECTS_DIR) : undefined,
    sessionSecret: readSecret(env.LESSOR_SESSION_SECRET),
    // Checked when the database opens (secrets/load-secret-key.ts).
    secretKey: env.LESSOR_SECRET_KEY || undefined,
    logLevel: readLogLevel(env.LOG_LEVEL),
    publicUrl: readPublicUrl(env.LESSOR_PUBLIC_URL),
    demoSignIn: env.LESSOR_DEMO_SSO !== '0',
    webRoot: resolve(env.LESSOR_WEB_ROOT || builtWebApp),
    allowHttpIssuers: env.LESSOR_ALLOW_HTTP_ISSUERS === '1',
    allowedIssuerHosts: readHostList(env.LESSOR_ALLOWED_ISSUER_HOSTS),
    allowHttpPushEndpoints: env.LESSOR_ALLOW_HTTP_PUSH_ENDPOINTS === '1',
    storageQuotaBytes: readStorageQuota(env.LESSOR_STORAGE_QUOTA_BYTES),
    trustProxy: readTrustProxy(env.LESSOR_TRUST_PROXY),
    soffice: env.LESSOR_SOFFICE || undefined,
    lecturaUrl: readLecturaUrl(env.LESSOR_LECTURA_URL),
    banUrl: readHttpUrl('LESSOR_BAN_URL', env.LESSOR_BAN_URL),
    mapTilesUrl: readMapTilesUrl(env.LESSOR_MAP_TILES_URL),
    // The registry's public data needs no key: https://recherche-entreprises.api.gouv.fr, or a mirror.
    companyRegistryUrl: readHttpUrl('LESSOR_COMPANY_REGISTRY_URL', env.LESSOR_COMPANY_REGISTRY_URL),
    metricsToken: readMetricsToken(env.LESSOR_METRICS_TOKEN),
    statementInbox: env.LESSOR_STATEMENT_INBOX ? resolve(env.LESSOR_STATEMENT_INBOX) : undefined,
    accessLogSampleRate: readSampleRate(env.LESSOR_ACCESS_LOG_SAMPLE),
    logRetentionDays: readRetentionDays(env.LESSOR_LOG_RETENTION_DAYS),
    systemLogLevel: readSystemLogLevel(env.LESSOR_SYSTEM_LOG_LEVEL),
  };
}

function readSampleRate(value: string | undefined): number {
  if (value === undefined || value === '') return 1;
  const rate = Number(value);
  if (!/^\d*\.?\d+$/.test(value) || rate > 1)
    throw new LessorStartError(`Invalid LESSOR_ACCESS_LOG_SAMPLE '${value}': expected a number from 0 to 1`);
  return rate;
}

function readRetentionDays(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  if (!/^\d{1,5}$/.test(value) || Number(value) === 0)
    throw new LessorStartError(
      `Invalid LESSOR_LOG_RETENTION_DAYS '${value}': expected a whole number of days, 1 or more`,
    );
  return Number(value);
}

function readSystemLogLevel(value: string | undefined): SystemLogLevel {
  if (value === undefined || value === '') return 'INFO';
  const level = systemLogLevels.find((candidate) => candidate === value.toUpperCase());
  if (!level)
    throw new LessorStartError(
      `Invalid LESSOR_SYSTEM_LOG_LEVEL '${value}': expected one of ${systemLogLevels.join(', ')}`,
    );
  return level;
}

function readMetricsToken(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  // It travels in an authorization header: printable, and long enough not to be guessed.
  if (!/^[\x21-\x7e]{16,200}$/.test(value))
    throw new LessorStartError(
      'Invalid LESSOR_METRICS_TOKEN: expected 16 to 200 printable characters, no spaces',
    );
  return value;
}

function readStorageQuota(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  if (!/^\d{1,16}$/.test(value))
    throw new LessorStartError(
      `Invalid LESSOR_STORAGE_QUOTA_BYTES '${value}': expected a whole number of bytes`,
    );
  return Number(value);
}

function readPort(value: string | undefined): number {
  if (value === undefined || value === '') return defaultPort;
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535) {
    throw new LessorStartError(`Invalid PORT '${value}': expected a whole number from 0 to 65535`);
  }
  return port;
}

function readDatabaseUrl(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  let protocol = '';
  try {
    protocol = new URL(value).protocol;
  } catch {
    // reported below
  }
  if (protocol !== 'postgres:' && protocol !== 'postgresql:') {
    throw new LessorStartError('Invalid DATABASE_URL: expected postgres://user:password@host:port/database');
  }
  return value;
}

function readPublicUrl(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol)) {
    throw new LessorStartError(`Invalid LESSOR_PUBLIC_URL '${value}': expected http(s)://host[:port]`);
  }
  return value.replace(/\/+$/, '');
}

/** The operator's choice, so https only: a tenant's API key never travels in clear text. */
function readLecturaUrl(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (!URL.canParse(value) || new URL(value).protocol !== 'https:') {
    throw new LessorStartError(`Invalid LESSOR_LECTURA_URL '${value}': expected https://host[/path]`);
  }
  return value.replace(/\/+$/, '');
}

/** An address the server calls with no secret: http is allowed, for a copy on the local network. */
function readHttpUrl(name: string, value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol)) {
    throw new LessorStartError(`Invalid ${name} '${value}': expected http(s)://host[/path]`);
  }
  return value.replace(/\/+$/, '');
}

/** A tile URL template whose origin the content-security policy can name exactly. */
function readMapTilesUrl(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (!mapTilesOrigin(value) || !['{z}', '{x}', '{y}'].every((part) => value.includes(part))) {
    throw new LessorStartError(
      `Invalid LESSOR_MAP_TILES_URL '${value}': expected http(s)://host/…{z}/{x}/{y}…, no placeholder in the host`,
    );
  }
  return value;
}

function readHostList(value: string | undefined): string[] {
  const hosts = (value ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  const bad = hosts.find((host) => !/^[a-z0-9.-]+$/.test(host));
  if (bad !== undefined)
    throw new LessorStartError(
      `Invalid LESSOR_ALLOWED_ISSUER_HOSTS '${bad}': expected host names separated by commas`,
    );
  return hosts;
}

function readSecret(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (value.length < 32)
    throw new LessorStartError('Invalid LESSOR_SESSION_SECRET: use at least 32 characters');
  return value;
}

function readLogLevel(value: string | undefined): string {
  if (value === undefined || value === '') return 'info';
  if (!logLevels.includes(value))
    throw new LessorStartError(`Invalid LOG_LEVEL '${value}': expected one of ${logLevels.join(', ')}`);
  return value;
}

/** Names proxy-addr knows for the loopback, link-local and private ranges. */
const namedRanges = ['loopback', 'linklocal', 'uniquelocal'];

function readTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.find((entry) => !namedRanges.includes(entry) && !isAddressOrRange(entry));
  if (bad !== undefined)
    throw new LessorStartError(
      `Invalid LESSOR_TRUST_PROXY '${bad}': expected true, false, a hop count, or addresses and CIDR ranges separated by commas`,
    );
  return entries;
}

function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

import { describe, expect, it } from 'vitest';
import { loadConfig } from './load-config.ts';

describe('configuration', () => {
  it('has defaults for a laptop', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: 'localhost',
      databaseUrl: undefined,
      logLevel: 'info',
      publicUrl: undefined,
      allowHttpIssuers: false,
      allowedIssuerHosts: [],
      allowHttpPushEndpoints: false,
    });
    expect(config.dataDir).toMatch(/[/\\]data$/);
    expect(config.webRoot).toMatch(/packages[/\\]web[/\\]dist$/);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgresql://lessor:secret@db:5432/lessor',
      LESSOR_DATA_DIR: '/var/lib/lessor',
      LESSOR_OBJECTS_DIR: '/mnt/lessor-objects',
      LESSOR_SESSION_SECRET: 'x'.repeat(32),
      LESSOR_SECRET_KEY: 'k'.repeat(64),
      LOG_LEVEL: 'warn',
      LESSOR_PUBLIC_URL: 'https://lessor.example.com/',
      LESSOR_DEMO_SSO: '0',
      LESSOR_WEB_ROOT: '/srv/lessor-web',
      LESSOR_ALLOW_HTTP_ISSUERS: '1',
      LESSOR_ALLOWED_ISSUER_HOSTS: 'sso.internal, Keycloak.corp',
      LESSOR_ALLOW_HTTP_PUSH_ENDPOINTS: '1',
      LESSOR_SOFFICE: '/opt/libreoffice/program/soffice',
      LESSOR_STORAGE_QUOTA_BYTES: '1073741824',
      LESSOR_TRUST_PROXY: '10.0.0.0/8, 192.168.1.7',
      LESSOR_ACCESS_LOG_SAMPLE: '0.25',
      LESSOR_LOG_RETENTION_DAYS: '90',
      LESSOR_SYSTEM_LOG_LEVEL: 'warn',
    });
    expect(config).toEqual({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgresql://lessor:secret@db:5432/lessor',
      dataDir: '/var/lib/lessor',
      objectsDir: '/mnt/lessor-objects',
      sessionSecret: 'x'.repeat(32),
      secretKey: 'k'.repeat(64),
      logLevel: 'warn',
      publicUrl: 'https://lessor.example.com',
      demoSignIn: false,
      webRoot: '/srv/lessor-web',
      allowHttpIssuers: true,
      allowedIssuerHosts: ['sso.internal', 'keycloak.corp'],
      allowHttpPushEndpoints: true,
      soffice: '/opt/libreoffice/program/soffice',
      storageQuotaBytes: 1073741824,
      trustProxy: ['10.0.0.0/8', '192.168.1.7'],
      accessLogSampleRate: 0.25,
      logRetentionDays: 90,
      systemLogLevel: 'WARN',
    });
  });

  it('refuses a bad value with one sentence naming it', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow("Invalid PORT '70000'");
    expect(() => loadConfig({ PORT: '-1' })).toThrow("Invalid PORT '-1'");
    expect(() => loadConfig({ DATABASE_URL: 'localhost:5432' })).toThrow('Invalid DATABASE_URL');
    expect(() => loadConfig({ LESSOR_SESSION_SECRET: 'short' })).toThrow('Invalid LESSOR_SESSION_SECRET');
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow("Invalid LOG_LEVEL 'loud'");
    expect(() => loadConfig({ LESSOR_ALLOWED_ISSUER_HOSTS: 'a.corp,http://b' })).toThrow(
      "Invalid LESSOR_ALLOWED_ISSUER_HOSTS 'http://b'",
    );
    expect(() => loadConfig({ LESSOR_PUBLIC_URL: 'ftp://x' })).toThrow("Invalid LESSOR_PUBLIC_URL 'ftp://x'");
    expect(() => loadConfig({ LESSOR_STORAGE_QUOTA_BYTES: '10GB' })).toThrow(
      "Invalid LESSOR_STORAGE_QUOTA_BYTES '10GB'",
    );
    expect(() => loadConfig({ LESSOR_TRUST_PROXY: '10.0.0.0/33' })).toThrow(
      "Invalid LESSOR_TRUST_PROXY '10.0.0.0/33'",
    );
    expect(() => loadConfig({ LESSOR_TRUST_PROXY: 'yes' })).toThrow("Invalid LESSOR_TRUST_PROXY 'yes'");
    expect(() => loadConfig({ LESSOR_ACCESS_LOG_SAMPLE: '1.5' })).toThrow(
      "Invalid LESSOR_ACCESS_LOG_SAMPLE '1.5'",
    );
    expect(() => loadConfig({ LESSOR_ACCESS_LOG_SAMPLE: 'half' })).toThrow(
      "Invalid LESSOR_ACCESS_LOG_SAMPLE 'half'",
    );
    expect(() => loadConfig({ LESSOR_LOG_RETENTION_DAYS: '0' })).toThrow(
      "Invalid LESSOR_LOG_RETENTION_DAYS '0'",
    );
    expect(() => loadConfig({ LESSOR_SYSTEM_LOG_LEVEL: 'loud' })).toThrow(
      "Invalid LESSOR_SYSTEM_LOG_LEVEL 'loud'",
    );
    expect(() => loadConfig({ LESSOR_BAN_URL: 'ftp://ban' })).toThrow("Invalid LESSOR_BAN_URL 'ftp://ban'");
    expect(() => loadConfig({ LESSOR_MAP_TILES_URL: 'https://{s}.tiles.test/{z}/{x}/{y}.png' })).toThrow(
      'no placeholder in the host',
    );
    expect(() => loadConfig({ LESSOR_MAP_TILES_URL: 'https://tiles.test/map.png' })).toThrow(
      "Invalid LESSOR_MAP_TILES_URL 'https://tiles.test/map.png'",
    );
  });

  it('reads where addresses are looked up and where map tiles come from', () => {
    const config = loadConfig({
      LESSOR_BAN_URL: 'http://ban.lan:7878/',
      LESSOR_MAP_TILES_URL: 'https://tiles.example.com/osm/{z}/{x}/{y}.png',
    });
    expect(config.banUrl).toBe('http://ban.lan:7878');
    expect(config.mapTilesUrl).toBe('https://tiles.example.com/osm/{z}/{x}/{y}.png');
    expect(loadConfig({}).mapTilesUrl).toBeUndefined();
  });

  it('trusts no proxy unless told, then all, a hop count or named ranges', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ LESSOR_TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ LESSOR_TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ LESSOR_TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ LESSOR_TRUST_PROXY: 'loopback,::1,fd00::/8' }).trustProxy).toEqual([
      'loopback',
      '::1',
      'fd00::/8',
    ]);
  });

  it('reads the company registry address, over http or https, without its trailing slash', () => {
    expect(loadConfig({}).companyRegistryUrl).toBeUndefined();
    expect(
      loadConfig({ LESSOR_COMPANY_REGISTRY_URL: 'https://recherche-entreprises.api.gouv.fr/' })
        .companyRegistryUrl,
    ).toBe('https://recherche-entreprises.api.gouv.fr');
    expect(() => loadConfig({ LESSOR_COMPANY_REGISTRY_URL: 'ftp://registry' })).toThrow(
      "Invalid LESSOR_COMPANY_REGISTRY_URL 'ftp://registry'",
    );
  });

  it('reads the metrics token, which must be long and printable', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ LESSOR_METRICS_TOKEN: 'scrape-me-0123456789' }).metricsToken).toBe(
      'scrape-me-0123456789',
    );
    expect(() => loadConfig({ LESSOR_METRICS_TOKEN: 'short' })).toThrow('Invalid LESSOR_METRICS_TOKEN');
  });
});

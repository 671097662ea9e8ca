import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { withTenant } from '../tenancy/with-tenant.ts';
import { createTenant } from '../tenants/create-tenant.ts';
import { availableTestDatabases } from '../testing/index.ts';
import { readConfigurationDocument, writeConfigurationDocument } from './configuration-document-store.ts';

describe.each(await availableTestDatabases())('configuration documents on the $name database', (database) => {
  let db: Database;
  beforeAll(async () => {
    db = await database.open();
    await createTenant(db.app, { id: 'north', admin: 'admin' });
    await createTenant(db.app, { id: 'south', admin: 'admin' });
  });
  afterAll(() => db.close());

  const write = (tenant: string, value: unknown) =>
    withTenant(db.app, tenant, (trx) =>
      writeConfigurationDocument(trx, tenant, 'profilesPermissions', value, `admin@${tenant}`),
    );
  const read = (tenant: string) =>
    withTenant(db.app, tenant, (trx) => readConfigurationDocument(trx, tenant, 'profilesPermissions'));

  it('keeps every version and answers the latest', async () => {
    expect(await read('north')).toBeUndefined();
    await write('north', { SALES: ['read all'] });
    const second = await write('north', { SALES: ['read all', 'write all'] });
    expect(second).toMatchObject({ version: 2, updatedBy: 'admin@north' });
    expect(await read('north')).toMatchObject({ version: 2, value: { SALES: ['read all', 'write all'] } });
  });

  it('gives concurrent writers distinct versions', async () => {
    const written = await Promise.all(Array.from({ length: 8 }, (_, index) => write('south', { index })));
    expect(new Set(written.map((document) => document.version)).size).toBe(8);
  });

  it("never shows one tenant's documents to another", async () => {
    const southSeesNorth = await withTenant(db.app, 'south', (trx) =>
      readConfigurationDocument(trx, 'north', 'profilesPermissions'),
    );
    expect(southSeesNorth).toBeUndefined();
  });
});

import { type ConfigCheck, configCheckPath, printTemplates } from '@lessor/domain/api';
import { entities } from '@lessor/domain/entities';
import { declaredReferenceLists, defaultReferenceListNames } from '@lessor/domain/reference-lists';
import { beforeAll, expect, it } from 'vitest';
import { builtInScripts } from '../scripts/built-in-scripts.ts';
import { withTenant } from '../tenancy/with-tenant.ts';
import { describeOnEachDatabase, type TestClient } from '../testing/index.ts';

const scripts = '/api/script/scripts';
const documents = '/api/core/configuration-documents';
const shippedScripts = Object.keys(builtInScripts).sort();
const shippedReports = printTemplates.map((template) => template.name).sort();
const shippedListCount = new Set([...declaredReferenceLists(entities).keys(), ...defaultReferenceListNames])
  .size;
const nothing = { lists: [], scripts: [], reports: [] };

describeOnEachDatabase('the configuration check on the $name database', (testApp) => {
  let alpha: TestClient;
  let beta: TestClient;
  let clerk: TestClient;
  let superAdmin: TestClient;

  const check = async (client: TestClient, query = '') => {
    const response = await client.request({ method: 'GET', url: `${configCheckPath}${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ConfigCheck>();
  };
  const save = async (client: TestClient, name: string, code: string) => {
    const saved = await client.request({ method: 'POST', url: scripts, payload: { name, code } });
    expect(saved.statusCode, saved.body).toBe(201);
    return saved.json<{ registration: string }>();
  };
  const configure = async (client: TestClient, name: string, value: unknown) => {
    const written = await client.request({ method: 'PUT', url: `${documents}/${name}`, payload: { value } });
    expect(written.statusCode, written.body).toBe(200);
  };

  beforeAll(async () => {
    alpha = await testApp.tenantClient('check-alpha');
    beta = await testApp.tenantClient('check-beta');
    for (const username of ['clerk@check-alpha', 'super@check-alpha']) {
      const made = await alpha.request({ method: 'POST', url: '/api/core/users', payload: { username } });
      expect(made.statusCode, made.body).toBe(201);
    }
    // No one may grant it through the API but a super admin: the database makes the first.
    await withTenant(testApp.db.app, 'check-alpha', (trx) =>
      trx
        .updateTable('users')
        .set({ is_super_admin: true })
        .where('username', '=', 'super@check-alpha')
        .execute(),
    );
    clerk = await testApp.userClient('check-alpha', 'clerk@check-alpha');
    superAdmin = await testApp.userClient('check-alpha', 'super@check-alpha');
  });

  it('lists the whole reference as inserted the first time, then nothing new, with the date of the check before', async () => {
    const before = Date.now();
    const first = await check(alpha);
    const after = Date.now();
    expect(first).toMatchObject({
      tenant: 'check-alpha',
      errors: [],
      updated: nothing,
      deleted: nothing,
      userLists: [],
      userScripts: [],
      lastConfigCheckDate: null,
    });
    expect(first.inserted.scripts).toEqual(shippedScripts);
    expect(first.inserted.reports).toEqual(shippedReports);
    expect(first.inserted.lists).toHaveLength(shippedListCount);
    expect(first.inserted.lists).toEqual(expect.arrayContaining(['country', 'legalForm', 'currency']));

    const second = await check(alpha);
    expect(second).toMatchObject({ inserted: nothing, updated: nothing, deleted: nothing, errors: [] });
    const previous = Date.parse(second.lastConfigCheckDate ?? '');
    // The database's clock dates the check: a second's leeway for a database on another host.
    expect(previous).toBeGreaterThanOrEqual(before - 1000);
    expect(previous).toBeLessThanOrEqual(after + 1000);
    expect((await check(alpha)).lastConfigCheckDate).not.toBe(second.lastConfigCheckDate);
  });

  it('tells what the product changed and removed since the last check', async () => {
    await check(alpha);
    // As a database whose last check ran on an earlier version of the product.
    await withTenant(testApp.db.app, 'check-alpha', async (trx) => {
      const checks = trx.withTables<{ config_checks: { tenant: string; fingerprints: string } }>();
      const row = await checks.selectFrom('config_checks').select('fingerprints').executeTakeFirstOrThrow();
      const seen = row.fingerprints as unknown as Record<string, Record<string, string>>;
      const { country: _, ...lists } = seen.lists ?? {};
      const earlier = {
        lists: { ...lists, retiredList: 'x' },
        scripts: { ...seen.scripts, 'hello-world': 'an older version' },
        reports: { ...seen.reports, 'retired-layout': 'x' },
      };
      await checks
        .updateTable('config_checks')
        .set({ fingerprints: JSON.stringify(earlier) })
        .execute();
    });
    const upgraded = await check(alpha);
    expect(upgraded.inserted).toEqual({ lists: ['country'], scripts: [], reports: [] });
    expect(upgraded.updated).toEqual({ lists: [], scripts: ['hello-world'], reports: [] });
    expect(upgraded.deleted).toEqual({ lists: ['retiredList'], scripts: [], reports: ['retired-layout'] });
    expect((await check(alpha)).updated).toEqual(nothing);
  });

  it("names a running script that does not compile, and the tenant's own scripts, to its tenant alone", async () => {
    const broken = await save(alpha, 'broken-one', 'function execute( {');
    await save(alpha, 'fine-one', 'function execute(params) { return params; }');
    // A tenant's own version of a built-in script is checked, but is none of its own scripts.
    await save(alpha, 'hello-world', 'function execute() { return "Bonjour"; }');
    await save(alpha, 'address-to-string', 'function execute(params) { return params.; }');
    await save(beta, 'beta-only', 'function execute( {');

    const checked = await check(alpha);
    expect(checked.errors).toEqual([
      {
        type: 'script',
        name: 'address-to-string',
        message: expect.stringMatching(/^SyntaxError: .+ at line 1, column \d+$/),
      },
      {
        type: 'script',
        name: 'broken-one',
        message: expect.stringMatching(/^SyntaxError: invalid property name at line 1, column 20$/),
      },
    ]);
    expect(checked.userScripts).toEqual(['broken-one', 'fine-one']);

    const ofBeta = await check(beta);
    expect(ofBeta.userScripts).toEqual(['beta-only']);
    expect(ofBeta.errors.map((error) => error.name)).toEqual(['beta-only']);

    // A disabled script runs nowhere: still the tenant's, no longer a fault.
    const disabled = await alpha.request({
      method: 'GET',
      url: `${scripts}/${broken.registration}/transitions/DISABLE`,
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    const after = await check(alpha);
    expect(after.errors.map((error) => error.name)).toEqual(['address-to-string']);
    expect(after.userScripts).toEqual(['broken-one', 'fine-one']);
  });

  it('names a list a declaration needs that nobody defines, and the lists the tenant adds', async () => {
    await configure(alpha, 'dyno-descriptors', {
      DynoVehicleCheck: {
        fields: {
          kind: { type: 'select', label: 'Kind', list: 'vehicleCheckKind' },
          fuel: {
            type: 'select',
            label: 'Fuel',
            list: 'fuelLevel',
            options: [{ value: 'FULL', label: 'Full' }],
          },
          country: { type: 'select', label: 'Country', list: 'country' },
        },
      },
    });
    const missing = await check(alpha);
    expect(missing.errors.filter((error) => error.type === 'list')).toEqual([
      {
        type: 'list',
        name: 'vehicleCheckKind',
        message: 'Named by DynoVehicleCheck.kind but defined nowhere',
      },
    ]);
    expect(missing.userLists).toEqual([]);

    await configure(alpha, 'lists', { vehicleCheckKind: [{ value: 'YEARLY' }], country: [{ value: 'FR' }] });
    const defined = await check(alpha);
    expect(defined.errors.filter((error) => error.type === 'list')).toEqual([]);
    expect(defined.userLists).toEqual(['vehicleCheckKind']);
    expect((await check(beta)).userLists).toEqual([]);
  });

  it("is an administrator's action, on another tenant a super admin's", async () => {
    for (const query of ['', '?tenant=check-alpha']) {
      const refused = await clerk.request({ method: 'GET', url: `${configCheckPath}${query}` });
      expect(refused.json()).toMatchObject({
        status: 403,
        code: 'FORBIDDEN',
        message: "Permission 'isAdmin' is required",
      });
    }
    expect((await check(alpha, '?tenant=check-alpha')).tenant).toBe('check-alpha');
    expect((await check(alpha, '?tenant=')).tenant).toBe('check-alpha');
    for (const query of ['?tenant=check-beta', '?allTenants', '?allTenants=true', '?tenant=nowhere']) {
      const refused = await alpha.request({ method: 'GET', url: `${configCheckPath}${query}` });
      expect(refused.json(), query).toMatchObject({
        status: 403,
        code: 'FORBIDDEN',
        message: "Permission 'isSuperAdmin' is required",
      });
    }
  });

  it('checks another tenant, or every tenant, for a super admin', async () => {
    const ofBeta = await check(superAdmin, '?tenant=check-beta');
    expect(ofBeta).toMatchObject({ tenant: 'check-beta', userScripts: ['beta-only'] });
    expect(ofBeta.lastConfigCheckDate).not.toBeNull();

    const every = await superAdmin.request({ method: 'GET', url: `${configCheckPath}?allTenants` });
    expect(every.statusCode, every.body).toBe(200);
    const answers = every.json<ConfigCheck[]>();
    expect(answers.map((answer) => [answer.tenant, answer.userScripts])).toEqual([
      ['check-alpha', ['broken-one', 'fine-one']],
      ['check-beta', ['beta-only']],
    ]);
    expect(answers.every((answer) => answer.inserted.scripts.length === 0)).toBe(true);
    expect((await check(superAdmin, '?allTenants=false')).tenant).toBe('check-alpha');

    const unknown = await superAdmin.request({ method: 'GET', url: `${configCheckPath}?tenant=nowhere` });
    expect(unknown.json()).toMatchObject({ status: 404, code: 'ENTITY_REGISTRATION_NOT_FOUND' });
    for (const query of ['?allTenants&tenant=check-beta', '?tenant=Not%20a%20tenant', '?allTenants=maybe']) {
      const refused = await superAdmin.request({ method: 'GET', url: `${configCheckPath}${query}` });
      expect(refused.json(), query).toMatchObject({ status: 400, code: 'INVALID_FIELD_IN_QUERY' });
    }
  });

  it("counts a list script as the list it serves, and checks the lists a tenant's extra fields name", async () => {
    await configure(alpha, 'collection-extension', {
      Person: { fields: { tier: { type: 'select', label: 'Tier', list: 'loyaltyTier' } } },
    });
    const missing = await check(alpha);
    expect(missing.errors.filter((error) => error.type === 'list')).toContainEqual({
      type: 'list',
      name: 'loyaltyTier',
      message: 'Named by Person.tier but defined nowhere',
    });

    const script = await alpha.request({
      method: 'POST',
      url: '/api/script/scripts',
      payload: {
        name: 'loyaltyTier',
        type: 'LIST',
        code: 'function execute() { return ["GOLD", "SILVER"]; }',
      },
    });
    expect(script.statusCode, script.body).toBe(201);
    const served = await check(alpha);
    expect(served.errors.filter((error) => error.name === 'loyaltyTier')).toEqual([]);
    expect(served.userLists).toContain('loyaltyTier');
  });
});

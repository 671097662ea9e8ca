import { beforeAll, expect, it } from 'vitest';
import { writeConfigurationDocument } from '../configuration-documents/configuration-document-store.ts';
import { withTenant } from '../tenancy/with-tenant.ts';
import { describeOnEachDatabase, type TestClient } from '../testing/index.ts';
import { listMissingKeys } from './translation-store.ts';

describeOnEachDatabase('translations on the $name database', (testApp) => {
  let alpha: TestClient;
  let beta: TestClient;

  beforeAll(async () => {
    alpha = await testApp.tenantClient('alpha');
    beta = await testApp.tenantClient('beta');
    await withTenant(testApp.db.app, 'alpha', async (trx) => {
      await trx
        .withTables<{
          translations: { tenant: string; locale: string; key: string; value: string; updated_by: string };
        }>()
        .insertInto('translations')
        .values([
          { tenant: 'alpha', locale: 'fr', key: 'Persons', value: 'Clients', updated_by: 'admin@alpha' },
          { tenant: 'alpha', locale: 'fr-BE', key: 'Sign out', value: 'Sortir', updated_by: 'admin@alpha' },
        ])
        .execute();
      await writeConfigurationDocument(
        trx,
        'alpha',
        'string-overrides',
        { '*': { Find: 'Chercher' } },
        'admin@alpha',
      );
    });
  });

  it('answers the built-in English and French catalogues without a session', async () => {
    const french = await testApp.app.inject({ method: 'GET', url: '/api/core/locales/fr-FR' });
    expect(french.statusCode).toBe(200);
    expect(french.json()).toMatchObject({
      'Sign out': 'Se déconnecter',
      'You are using an outdated version of the application. Refresh the page to continue.':
        "Vous utilisez une version obsolète de l'application. Actualisez la page pour continuer.",
    });
    const english = (await testApp.app.inject({ method: 'GET', url: '/api/core/locales/en-GB' })).json();
    expect(english['Sign out']).toBe('Sign out');
    expect(Object.keys(english)).toEqual(Object.keys(french.json()));
    expect((await testApp.app.inject({ method: 'GET', url: '/api/core/locales/de-DE' })).json()).toEqual({});
  });

  it("puts the tenant's translations and string-overrides over them, for that tenant only", async () => {
    const belgian = (await alpha.request({ method: 'GET', url: '/api/core/locales/fr-BE' })).json();
    expect(belgian).toMatchObject({ Persons: 'Clients', 'Sign out': 'Sortir', Find: 'Chercher' });
    const french = (await alpha.request({ method: 'GET', url: '/api/core/locales/fr-FR' })).json();
    expect(french).toMatchObject({ Persons: 'Clients', 'Sign out': 'Se déconnecter' });
    const other = (await beta.request({ method: 'GET', url: '/api/core/locales/fr-BE' })).json();
    expect(other).toMatchObject({ Persons: 'Personnes', 'Sign out': 'Se déconnecter', Find: 'Rechercher' });
  });

  it('refuses a malformed locale', async () => {
    const answer = await testApp.app.inject({ method: 'GET', url: '/api/core/locales/fr_FR%3B' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().code).toBe('INVALID_FIELD_IN_PATH');
  });

  it('records the missing keys a signed-in user reports, once per key, counting reports', async () => {
    const url = '/api/core/locales/de-DE/keys';
    const first = await alpha.request({
      method: 'POST',
      url,
      payload: { keysToAdd: ['Persons', 'Find', 'Find'] },
    });
    expect(first.statusCode).toBe(204);
    await alpha.request({ method: 'POST', url, payload: { keysToAdd: ['Find'] } });
    const recorded = await withTenant(testApp.db.app, 'alpha', (trx) =>
      listMissingKeys(trx, 'alpha', 'de-DE'),
    );
    expect(recorded).toEqual([
      { key: 'Find', reports: 2 },
      { key: 'Persons', reports: 1 },
    ]);
    expect(await withTenant(testApp.db.app, 'beta', (trx) => listMissingKeys(trx, 'beta', 'de-DE'))).toEqual(
      [],
    );
  });

  it('refuses reports without a session, and oversized ones', async () => {
    const url = '/api/core/locales/de-DE/keys';
    const anonymous = await testApp.app.inject({ method: 'POST', url, payload: { keysToAdd: ['Find'] } });
    expect(anonymous.statusCode).toBe(401);
    const tooMany = Array.from({ length: 201 }, (_, index) => `key ${index}`);
    expect((await alpha.request({ method: 'POST', url, payload: { keysToAdd: tooMany } })).statusCode).toBe(
      400,
    );
  });

  it("lets an admin write the tenant's translations, which leave the missing keys", async () => {
    await alpha.request({
      method: 'POST',
      url: '/api/core/locales/de-DE/keys',
      payload: { keysToAdd: ['Sign out'] },
    });
    const written = await alpha.request({
      method: 'PATCH',
      url: '/api/core/locales/de-DE',
      payload: { translations: { 'Sign out': 'Abmelden', Persons: 'Personen' } },
    });
    expect(written.statusCode).toBe(204);
    expect((await alpha.request({ method: 'GET', url: '/api/core/locales/de-DE' })).json()).toMatchObject({
      'Sign out': 'Abmelden',
      Persons: 'Personen',
    });
    const missing = (await alpha.request({ method: 'GET', url: '/api/core/locales/de-DE/keys' })).json();
    expect(missing.map((entry: { key: string }) => entry.key)).toEqual(['Find']);
    expect((await beta.request({ method: 'GET', url: '/api/core/locales/de-DE' })).json()).toEqual({});
    const empty = await alpha.request({
      method: 'PATCH',
      url: '/api/core/locales/de-DE',
      payload: { translations: { Persons: '' } },
    });
    expect(empty.statusCode).toBe(400);
  });
});

import { type RegistrationLookupAnswer, registrationLookupPath } from '@lessor/domain/api';
import { profilesPermissionsDocument } from '@lessor/domain/permissions';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { describeOnEachDatabase, startFakeCompanyRegistry, type TestClient } from '../../testing/index.ts';

// The registry answers on a loopback port in the API Recherche d'entreprises' shapes.
const registry = await startFakeCompanyRegistry();
afterAll(() => registry.close());

describeOnEachDatabase(
  'the company registration lookup on the $name database',
  { companyRegistryUrl: registry.url },
  (testApp) => {
    let alpha: TestClient;
    let beta: TestClient;
    const lookUp = (client: TestClient, type: string, payload: object, query = '') =>
      client.request({ method: 'POST', url: `${registrationLookupPath(type)}${query}`, payload });
    const answerOf = async (
      client: TestClient,
      type: string,
      payload: object,
      query = '',
    ): Promise<RegistrationLookupAnswer> => {
      const response = await lookUp(client, type, payload, query);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };

    beforeAll(async () => {
      alpha = await testApp.tenantClient('registryalpha');
      beta = await testApp.tenantClient('registrybeta');
      await testApp.configure(beta, 'tenant-config', { registrationLookup: { provider: 'none' } });
    });
    beforeEach(() => {
      registry.failing = false;
      registry.calls.length = 0;
    });

    it('offers the companies whose SIREN starts with the digits typed, with the person fields they fill', async () => {
      const answer = await answerOf(alpha, 'SIR', { value: '732 829', personType: 'C', withDetails: true });
      expect(answer.source).toBe('french-registry');
      expect(answer.matches.map((match) => match.id)).toEqual(['732829320', '732829338']);
      expect(registry.calls[0]).toBe('/search?q=732829&per_page=10&page=1');
      expect(answer.matches[0]).toEqual({
        id: '732829320',
        label: 'ATELIERS DUPONT ET FILS (ADF) · 732829320 · LYON',
        ceased: false,
        person: {
          registration: '732829320',
          name: 'ATELIERS DUPONT ET FILS',
          legalForm: '6CHY',
          activityCode: '28.22Z',
          registrations: [
            { type: 'SIR', registration: '73282932000074' },
            { type: 'EVA', registration: 'FR44732829320' },
          ],
          addresses: [
            {
              type: 'MAIN',
              addressLine: '12 RUE DES FORGES 69007 LYON',
              address1: '12 RUE DES FORGES',
              zipcode: '69007',
              city: 'LYON',
              country: 'FR',
            },
          ],
          company: {
            registrationCountry: 'FR',
            administrativeStatus: 'ACTIVE',
            creationDate: '1998-03-12',
            naceCode: '28.22',
          },
        },
      });
      expect(answer.matches[1]).toMatchObject({
        ceased: true,
        person: { company: { administrativeStatus: 'CEASED' } },
      });
    });

    it('hides ceased companies when asked', async () => {
      const answer = await answerOf(alpha, 'SIR', { value: '732829' }, '?administrativeStatus=ACTIVE');
      expect(answer.matches.map((match) => match.id)).toEqual(['732829320']);
      expect(registry.calls[0]).toContain('etat_administratif=A');
    });

    it('finds a company by words of its name, and answers the one selected', async () => {
      expect((await answerOf(alpha, 'SIR', { value: 'danone' })).matches.map((match) => match.id)).toEqual([
        '552032534',
      ]);
      const selected = await answerOf(alpha, 'SIR', { value: '', selectedId: '732829338' });
      expect(selected.matches.map((match) => match.person.name)).toEqual(['TRANSPORTS DUPONT']);
    });

    it('asks nothing under three characters', async () => {
      expect((await answerOf(alpha, 'SIR', { value: '73' })).matches).toEqual([]);
      expect(registry.calls).toEqual([]);
    });

    it('checks a VAT number with the built-in check, and finds a French one by its SIREN', async () => {
      const french = await answerOf(alpha, 'EVA', { value: 'FR 27 552 032 534' });
      expect(french.vatCheck).toEqual({ countryCode: 'FR', vatNumber: '27552032534', valid: true });
      expect(french.matches.map((match) => match.person.name)).toEqual(['DANONE']);
      const wrongKey = await answerOf(alpha, 'EVA', { value: 'FR28552032534' });
      expect(wrongKey).toEqual({
        source: 'french-registry',
        matches: [],
        vatCheck: { countryCode: 'FR', vatNumber: '28552032534', valid: false },
      });
      const german = await answerOf(alpha, 'EVA', { value: 'DE143454214' });
      expect(german.vatCheck?.valid).toBe(true);
      expect(german.matches).toEqual([]);
      expect(registry.calls).toEqual(['/search?q=552032534&per_page=10&page=1']);
    });

    it('refuses a type it cannot look up, and a value that is no text', async () => {
      expect((await lookUp(alpha, 'NIF', { value: '12345678Z' })).json()).toMatchObject({
        status: 400,
        code: 'REGISTRATION_LOOKUP_TYPE_UNKNOWN',
        message: 'Registration type NIF cannot be looked up: use SIR or EVA',
      });
      const noValue = await lookUp(alpha, 'SIR', { value: 732829 });
      expect(noValue.statusCode).toBe(400);
      expect(registry.calls).toEqual([]);
    });

    it('reports a registry that fails as a typed error, never a 500', async () => {
      registry.failing = true;
      const response = await lookUp(alpha, 'SIR', { value: '732829' });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toMatchObject({
        code: 'REGISTRATION_LOOKUP_UNAVAILABLE',
        message: 'The company registry did not answer as expected: status 503',
      });
    });

    it("looks nothing up for a tenant whose provider is none, and keeps each tenant's choice", async () => {
      expect(await answerOf(beta, 'SIR', { value: '732829' })).toEqual({ source: 'none', matches: [] });
      expect(registry.calls).toEqual([]);
      expect((await answerOf(alpha, 'SIR', { value: '732829' })).source).toBe('french-registry');
    });

    it('refuses a faulty registrationLookup setting in tenant-config', async () => {
      const response = await alpha.request({
        method: 'PUT',
        url: '/api/core/configuration-documents/tenant-config',
        payload: { value: { registrationLookup: { provider: 'vies' } } },
      });
      expect(response.json()).toMatchObject({
        code: 'INVALID_FIELD_IN_CONFIG',
        message: "Invalid field 'registrationLookup.provider' in configuration",
      });
    });

    describe('permissions', () => {
      it("needs 'read /api/external/pivot'", async () => {
        await testApp.configure(alpha, profilesPermissionsDocument, {
          CLERK: ['read /api/external/pivot'],
          NOTHING: [],
        });
        for (const [username, profile] of [
          ['clerk@registryalpha', 'CLERK'],
          ['nobody@registryalpha', 'NOTHING'],
        ])
          await alpha.request({
            method: 'POST',
            url: '/api/core/users',
            payload: { username, profiles: [profile] },
          });
        const clerk = await testApp.userClient('registryalpha', 'clerk@registryalpha');
        const nobody = await testApp.userClient('registryalpha', 'nobody@registryalpha');
        expect((await lookUp(clerk, 'SIR', { value: '732829' })).statusCode).toBe(200);
        expect((await lookUp(nobody, 'SIR', { value: '732829' })).json()).toMatchObject({
          status: 403,
          code: 'FORBIDDEN',
        });
      });
    });
  },
);

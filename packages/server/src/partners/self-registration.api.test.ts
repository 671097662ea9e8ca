import { type EntityRecord, selfRegistrationPaths } from '@lessor/domain/api';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase, startFakeCompanyRegistry, type TestClient } from '../testing/index.ts';

const registry = await startFakeCompanyRegistry();
afterAll(() => registry.close());

const registration = {
  companyName: 'Ateliers Dupont et Fils',
  companyRegistration: '732 829 320',
  addressLine: '12 rue des Forges 69007 Lyon',
  firstName: 'Claire',
  lastName: 'Dupont',
  position: 'Directrice',
  email: 'claire@ateliers-dupont.fr',
  phone: '+33 4 78 00 00 00',
};

describeOnEachDatabase(
  'the self-registration of an invited partner on the $name database',
  { companyRegistryUrl: registry.url },
  (testApp) => {
    let clerk: TestClient;

    beforeAll(async () => {
      clerk = await testApp.tenantClient('selfreg');
    });

    /** Invites a partner as the agreements list's dialog does, and answers its link's tenant and token. */
    const invite = async (client = clerk) => {
      const answer = await client.request({
        method: 'POST',
        url: '/api/script/runs/onboard-partner',
        payload: { companyName: 'Ateliers Dupont', email: 'contact@ateliers-dupont.fr' },
      });
      expect(answer.statusCode, answer.body).toBe(201);
      const link = new URL(/Register here: (\S+)/.exec(answer.json().body)?.[1] ?? '');
      expect(link.pathname).toBe('/self-registration');
      return { tenant: link.searchParams.get('tenant') ?? '', token: link.searchParams.get('token') ?? '' };
    };
    // The page is not signed in: its calls carry no authorization.
    const anonymous = (method: 'GET' | 'POST', url: string, payload?: object) =>
      testApp.app.inject({ method, url, ...(payload ? { payload } : {}) });
    const register = (link: { tenant: string; token: string }, body: object = registration) =>
      anonymous('POST', selfRegistrationPaths.register, { ...link, registration: body });
    const count = async (path: string) =>
      ((await clerk.request({ method: 'GET', url: `${path}?range=0-99` })).json() as EntityRecord[]).length;

    it('reads the invitation its link names, without signing in', async () => {
      const link = await invite();
      const read = await anonymous(
        'GET',
        `${selfRegistrationPaths.invitation}?tenant=${link.tenant}&token=${link.token}`,
      );
      expect(read.statusCode, read.body).toBe(200);
      expect(read.json()).toEqual({
        companyName: 'Ateliers Dupont',
        email: 'contact@ateliers-dupont.fr',
        expiresAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      });
      const unknown = await anonymous(
        'GET',
        `${selfRegistrationPaths.invitation}?tenant=${link.tenant}&token=${link.token.slice(1)}x`,
      );
      expect(unknown.json()).toEqual({
        status: 404,
        code: 'INVITATION_NOT_FOUND',
        message: 'This invitation link is not valid or has expired',
      });
    });

    it("looks the company up in the tenant's registry for the holder of a link only", async () => {
      const link = await invite();
      const found = await anonymous('POST', selfRegistrationPaths.lookup, { ...link, value: '732 829 320' });
      expect(found.statusCode, found.body).toBe(200);
      expect(found.json()).toMatchObject({
        source: 'french-registry',
        matches: [{ id: '732829320', person: { name: 'ATELIERS DUPONT ET FILS' } }],
      });
      const guessed = await anonymous('POST', selfRegistrationPaths.lookup, {
        tenant: link.tenant,
        token: 'guessed',
        value: '732829320',
      });
      expect(guessed.json()).toMatchObject({ status: 404, code: 'INVITATION_NOT_FOUND' });
    });

    it('refuses what the page refuses, with every message, and creates nothing', async () => {
      const link = await invite();
      const [prospects, agreements] = [
        await count('/api/person/prospects'),
        await count('/api/financing/agreements'),
      ];
      const refused = await register(link, { ...registration, lastName: ' ', email: 'claire@' });
      expect(refused.json()).toMatchObject({
        status: 400,
        errors: [
          { field: 'lastName', message: 'Last name is mandatory' },
          { field: 'email', message: 'Email format should be "name@example.com"' },
        ],
      });
      const badNumber = await register(link, { ...registration, companyRegistration: '732 829 321' });
      expect(badNumber.json()).toMatchObject({
        status: 400,
        code: 'INVALID_FIELD_VALUE',
        errors: [{ field: 'companyRegistration' }],
      });
      const unknownField = await register(link, { ...registration, isAdmin: 'true' });
      expect(unknownField.statusCode).toBe(400);
      expect(await count('/api/person/prospects')).toBe(prospects);
      expect(await count('/api/financing/agreements')).toBe(agreements);
      // The link still registers once the page is right.
      expect((await register(link)).statusCode).toBe(201);
    });

    it('registers the partner as a prospect with its contact and a draft agreement to review, once', async () => {
      const link = await invite();
      const registered = await register(link);
      expect(registered.statusCode, registered.body).toBe(201);
      const { prospectRegistration, agreementRegistration } = registered.json();
      expect(prospectRegistration).toMatch(/^PSP/);
      expect(agreementRegistration).toMatch(/^AGR/);

      const [prospect] = (
        await clerk.request({
          method: 'GET',
          url: `/api/person/prospects?registration=${prospectRegistration}`,
        })
      ).json();
      expect(prospect).toMatchObject({
        type: 'C',
        name: 'Ateliers Dupont et Fils',
        source: 'Self-registration',
        roles: [{ role: 'PARTNER' }],
        email: 'claire@ateliers-dupont.fr',
        registrations: [{ type: 'SIR', registration: '732829320' }],
        addresses: [{ type: 'MAIN', addressLine: '12 rue des Forges 69007 Lyon' }],
        contacts: [{ firstName: 'Claire', lastName: 'Dupont', position: 'Directrice', isDefault: true }],
        _insertUser: 'self-registration',
      });
      const [agreement] = (
        await clerk.request({
          method: 'GET',
          url: `/api/financing/agreements?registration=${agreementRegistration}`,
        })
      ).json();
      expect(agreement).toMatchObject({
        status: 'DRAFT',
        name: 'Ateliers Dupont et Fils',
        externalReference: prospectRegistration,
      });
      expect(agreement.description).toContain(`sent by ${clerk.username} to contact@ateliers-dupont.fr`);
      expect(agreement.description).toContain('Claire Dupont (Directrice)');

      const again = await register(link, { ...registration, companyName: 'Someone Else' });
      expect(again.json()).toEqual({
        status: 409,
        code: 'INVITATION_ALREADY_USED',
        message: 'This invitation has already been used to register',
      });
    });

    it("never registers in another tenant, even with a valid link's token", async () => {
      const other = await testApp.tenantClient('selfreg-other');
      const link = await invite();
      const crossed = await register({ tenant: other.tenant, token: link.token });
      expect(crossed.json()).toMatchObject({ status: 404, code: 'INVITATION_NOT_FOUND' });
      expect(
        (await other.request({ method: 'GET', url: '/api/person/prospects?range=0-99' })).json(),
      ).toEqual([]);
      const nowhere = await register({ tenant: 'no-such-tenant', token: link.token });
      expect(nowhere.json()).toMatchObject({ status: 404, code: 'INVITATION_NOT_FOUND' });
    });

    it('refuses an expired link', async () => {
      const link = await invite();
      await testApp.db.owner
        .withTables<{ partner_invitations: { tenant: string; expires_at: Date } }>()
        .updateTable('partner_invitations')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('tenant', '=', link.tenant)
        .execute();
      expect((await register(link)).json()).toMatchObject({ status: 404, code: 'INVITATION_NOT_FOUND' });
    });
  },
);

import { profilesPermissionsDocument } from '@lessor/domain/permissions';
import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase, multipart, type TestClient } from '../../../testing/index.ts';

const prospects = '/api/person/prospects';
const persons = '/api/person/persons';

describeOnEachDatabase(
  'converting a prospect into a person on the $name database',
  { permissionsCacheMs: 0 },
  (testApp) => {
    let alpha: TestClient;
    let beta: TestClient;

    beforeAll(async () => {
      alpha = await testApp.tenantClient('alpha');
      beta = await testApp.tenantClient('beta');
    });

    const create = async (client: TestClient, payload: Record<string, unknown>) => {
      const response = await client.request({ method: 'POST', url: prospects, payload });
      expect(response.statusCode, response.body).toBe(201);
      return response.json() as { _id: string; registration: string; name?: string };
    };
    const convert = (client: TestClient, registration: string) =>
      client.request({ method: 'GET', url: `${prospects}/${registration}/transitions/CONVERT` });
    const attach = (client: TestClient, url: string, content: string) =>
      client.request({
        method: 'POST',
        url: `${url}/documents`,
        ...multipart([
          { name: 'type', value: 'ID' },
          { name: 'file', value: content, fileName: 'id-card.txt', type: 'text/plain' },
        ]),
      });

    it("is named and checked as a person: first and last name, an individual's last name", async () => {
      const named = await create(alpha, { type: 'I', firstName: 'Ada', lastName: 'Lovelace' });
      expect(named.name).toBe('Ada Lovelace');
      const refused = await alpha.request({
        method: 'POST',
        url: prospects,
        payload: { type: 'I', firstName: 'Ada' },
      });
      expect(refused.json()).toMatchObject({
        status: 400,
        code: 'MISSING_FIELD_IN_BODY',
        errors: [{ field: 'lastName' }],
      });
      const noPosition = await alpha.request({
        method: 'POST',
        url: prospects,
        payload: { type: 'C', name: 'Acme', contacts: [{ lastName: 'Doe' }] },
      });
      expect(noPosition.json()).toMatchObject({
        code: 'MISSING_FIELD_IN_BODY',
        errors: [{ field: 'contacts[0].position' }],
      });
    });

    it('names the person it became only through its conversion, never through a body', async () => {
      const person = (
        await alpha.request({ method: 'POST', url: persons, payload: { type: 'C', name: 'Someone Else' } })
      ).json();
      const prospect = await create(alpha, {
        type: 'C',
        name: 'Claims Ltd',
        personRegistration: person.registration,
      });
      expect(prospect).not.toHaveProperty('personRegistration');
      const patched = await alpha.request({
        method: 'PATCH',
        url: `${prospects}/${prospect.registration}`,
        payload: { personRegistration: person.registration },
      });
      expect(patched.statusCode).toBe(200);
      expect(patched.json()).not.toHaveProperty('personRegistration');
    });

    it('creates the person with the same fields and documents, and keeps the prospect and its history', async () => {
      const prospect = await create(alpha, {
        type: 'I',
        firstName: 'Grace',
        lastName: 'Hopper',
        email: 'grace@example.com',
        addresses: [{ type: 'MAIN', addressLine: '1 Navy Road', city: 'Arlington' }],
        contacts: [{ lastName: 'Murray', position: 'Assistant' }],
        source: 'Trade fair',
      });
      const url = `${prospects}/${prospect.registration}`;
      expect((await attach(alpha, url, 'Grace Hopper, ID')).statusCode).toBe(201);
      await alpha.request({ method: 'GET', url: `${url}/transitions/QUALIFY` });

      const converted = await convert(alpha, prospect.registration);
      expect(converted.statusCode, converted.body).toBe(200);
      const { personRegistration } = converted.json();
      expect(converted.json()).toMatchObject({
        status: 'CONVERTED',
        personRegistration: expect.stringMatching(/^PER\d{8}$/),
      });

      const person = (await alpha.request({ method: 'GET', url: `${persons}/${personRegistration}` })).json();
      expect(person).toMatchObject({
        type: 'I',
        name: 'Grace Hopper',
        email: 'grace@example.com',
        status: 'ACTIVE',
        addresses: [{ type: 'MAIN', addressLine: '1 Navy Road', city: 'Arlington' }],
        contacts: [{ lastName: 'Murray', position: 'Assistant' }],
        prospectRegistration: prospect.registration,
      });
      expect(person).not.toHaveProperty('source');

      const documents = (
        await alpha.request({ method: 'GET', url: `${persons}/${personRegistration}/documents` })
      ).json();
      expect(documents).toMatchObject([
        { name: 'id-card.txt', entityName: 'Person', entityRegistration: personRegistration },
      ]);
      expect((await alpha.request({ method: 'GET', url: `${url}/documents` })).json()).toEqual([]);
      // The document's Document record names its new owner too.
      const record = (
        await alpha.request({ method: 'GET', url: `/api/core/documents/${documents[0]._id}` })
      ).json();
      expect(record).toMatchObject({ entityName: 'Person', entityRegistration: personRegistration });

      const history = (
        await alpha.request({
          method: 'GET',
          url: `/api/core/histories?entityRegistration=${prospect.registration}`,
        })
      ).json() as { type: string; transition?: string }[];
      expect(history.map((entry) => entry.transition ?? entry.type).sort()).toEqual([
        'CONVERT',
        'CREATE',
        'QUALIFY',
      ]);
      // The converted prospect stays as the person's origin: changed by no edit.
      const edit = await alpha.request({ method: 'PATCH', url, payload: { source: 'Website' } });
      expect(edit.json()).toMatchObject({ status: 409, code: 'READ_ONLY_IN_STATUS' });
    });

    it('refuses to convert a prospect twice, and a professional without a registration, writing nothing', async () => {
      const prospect = await create(alpha, { type: 'C', name: 'Twice Ltd' });
      expect((await convert(alpha, prospect.registration)).statusCode).toBe(200);
      const again = await convert(alpha, prospect.registration);
      expect(again.json()).toMatchObject({ status: 400, code: 'TRANSITION_NOT_ALLOWED' });
      const twins = (await alpha.request({ method: 'GET', url: `${persons}?name=Twice%20Ltd` })).json();
      expect(twins).toHaveLength(1);

      // A tenant's workflow may lead CONVERT back from CONVERTED: the prospect still becomes one person.
      await testApp.configure(alpha, 'workflows', {
        Prospect: {
          statuses: ['NEW', 'CONVERTED'],
          initialStatus: 'NEW',
          transitions: [{ code: 'CONVERT', label: 'Convert', from: ['*'], to: 'CONVERTED', orderIndex: 10 }],
        },
      });
      try {
        const loose = await convert(alpha, prospect.registration);
        expect(loose.json()).toMatchObject({ status: 409, code: 'PROSPECT_ALREADY_CONVERTED' });
        expect(loose.json().message).toBe(
          `Prospect "${prospect.registration}" is already converted into person "${twins[0].registration}"`,
        );
      } finally {
        await testApp.configure(alpha, 'workflows', {});
      }

      const professional = await create(alpha, {
        type: 'P',
        firstName: 'Jo',
        lastName: 'Plumber',
        contacts: [{ lastName: 'Plumber', position: 'Owner' }],
      });
      const refused = await convert(alpha, professional.registration);
      expect(refused.json()).toMatchObject({
        status: 400,
        code: 'MISSING_FIELD_IN_BODY',
        errors: [{ field: 'registration' }],
      });
      expect(
        (await alpha.request({ method: 'GET', url: `${prospects}/${professional.registration}` })).json(),
      ).toMatchObject({
        status: 'NEW',
        _version: 1,
      });
      expect((await alpha.request({ method: 'GET', url: `${persons}?lastName=Plumber` })).json()).toEqual([]);
    });

    it('needs write on persons as well as on prospects', async () => {
      await testApp.configure(alpha, profilesPermissionsDocument, {
        PROSPECTOR: ['read all', 'write /api/person/prospects'],
        CLERK: ['read all', 'write /api/person/prospects', 'write /api/person/persons'],
      });
      const clientWith = async (profile: string) => {
        const username = `${profile.toLowerCase()}@alpha`;
        await alpha.request({
          method: 'POST',
          url: '/api/core/users',
          payload: { username, profiles: [profile] },
        });
        return testApp.userClient('alpha', username);
      };
      const prospector = await clientWith('PROSPECTOR');
      const clerk = await clientWith('CLERK');
      const prospect = await create(prospector, { type: 'I', lastName: 'Curie' });
      const refused = await convert(prospector, prospect.registration);
      expect(refused.json()).toMatchObject({
        status: 403,
        code: 'FORBIDDEN',
        message: "Permission 'write /api/person/persons' is required",
      });
      expect((await prospector.request({ method: 'GET', url: `${persons}?lastName=Curie` })).json()).toEqual(
        [],
      );
      expect((await convert(clerk, prospect.registration)).json()).toMatchObject({ status: 'CONVERTED' });
    });

    it("converts no other tenant's prospect, and gives its person to its own tenant only", async () => {
      const prospect = await create(alpha, { type: 'I', lastName: 'Noether' });
      const foreign = await convert(beta, prospect.registration);
      expect(foreign.json()).toMatchObject({ status: 404, code: 'ENTITY_REGISTRATION_NOT_FOUND' });
      const byId = await beta.request({
        method: 'GET',
        url: `${prospects}/${prospect._id}/transitions/CONVERT`,
      });
      expect(byId.statusCode).toBe(404);
      const { personRegistration } = (await convert(alpha, prospect.registration)).json();
      expect(
        (await beta.request({ method: 'GET', url: `${persons}/${personRegistration}` })).statusCode,
      ).toBe(404);
      expect((await beta.request({ method: 'GET', url: `${persons}?lastName=Noether` })).json()).toEqual([]);
    });
  },
);

import { profilesPermissionsDocument } from '@lessor/domain/permissions';
import { entitiesWithThrowaway, throwawayEntity } from '@lessor/domain/testing';
import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase, multipart, type TestClient } from '../testing/index.ts';

const url = throwawayEntity.apiPath;

/**
 * An entity nobody ships, declared in one folder and added to the registry by one line, driven as a
 * client drives it: the server gives it a table, routes, search, documents, a workflow and a trail
 * with nothing written for it.
 */
describeOnEachDatabase(
  'an entity declared in one folder, on the $name database',
  { entities: entitiesWithThrowaway, permissionsCacheMs: 0 },
  (testApp) => {
    let client: TestClient;
    let created: { _id: string; registration: string };

    const run = (code: string) =>
      client.request({ method: 'GET', url: `${url}/${created.registration}/transitions/${code}` });
    const offered = async () =>
      (await client.request({ method: 'POST', url: `${url}/transitions`, payload: [created._id] }))
        .json()
        .map((transition: { code: string }) => transition.code);

    beforeAll(async () => {
      client = await testApp.tenantClient('throwaway');
      const answer = await client.request({ method: 'POST', url, payload: { name: 'Crane lease' } });
      expect(answer.statusCode, answer.body).toBe(201);
      created = answer.json();
    });

    it('creates a record with its prefix and initial status, then lists, reads and searches it', async () => {
      expect(created).toMatchObject({ registration: 'THR00000001', status: 'DRAFT', _version: 1 });
      await client.request({ method: 'POST', url, payload: { name: 'Barge charter', counterpart: 'Rhine' } });

      const listed = await client.request({ method: 'GET', url: `${url}?range=0-9&sort=name` });
      expect(listed.json().map((record: { name: string }) => record.name)).toEqual([
        'Barge charter',
        'Crane lease',
      ]);
      for (const id of [created._id, created.registration])
        expect((await client.request({ method: 'GET', url: `${url}/${id}` })).json()).toMatchObject({
          registration: 'THR00000001',
          name: 'Crane lease',
        });
      const searched = await client.request({ method: 'GET', url: `${url}?search=crane` });
      expect(searched.json().map((record: { registration: string }) => record.registration)).toEqual([
        'THR00000001',
      ]);
      const everywhere = await client.request({ method: 'GET', url: '/api/core/global-search?search=crane' });
      expect(everywhere.json()).toEqual([
        {
          entity: 'Throwaway',
          label: throwawayEntity.label,
          route: throwawayEntity.route,
          registration: 'THR00000001',
          name: 'Crane lease',
        },
      ]);
    });

    it('keeps, lists, renames and deletes the documents of its Documents card', async () => {
      const documents = `${url}/${created.registration}/documents`;
      const uploaded = await client.request({
        method: 'POST',
        url: documents,
        ...multipart([
          { name: 'file', value: Buffer.from('Signed'), fileName: 'terms.txt', type: 'text/plain' },
        ]),
      });
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      expect(uploaded.json()).toMatchObject({
        name: 'terms.txt',
        entityName: 'Throwaway',
        entityRegistration: 'THR00000001',
      });
      const document = uploaded.json();
      expect((await client.request({ method: 'GET', url: documents })).json()).toMatchObject([
        { _id: document._id },
      ]);
      const content = await testApp.app.inject({
        method: 'GET',
        url: `${documents}/${document._id}/content?token=${document.contentToken}`,
      });
      expect(content.body).toBe('Signed');
      const renamed = await client.request({
        method: 'PATCH',
        url: `${documents}/${document._id}`,
        payload: { name: 'Countersigned terms.txt' },
      });
      expect(renamed.json()).toMatchObject({ name: 'Countersigned terms.txt' });
      expect(
        (await client.request({ method: 'DELETE', url: `${documents}/${document._id}` })).statusCode,
      ).toBe(204);
      expect((await client.request({ method: 'GET', url: documents })).json()).toEqual([]);
    });

    it('asks the counterpart, refuses to countersign without one, then countersigns and dates it', async () => {
      expect(await offered()).toEqual(['ASK', 'SHELVE']);
      expect((await run('ASK')).json()).toMatchObject({ status: 'AWAITING_COUNTERPART', _version: 2 });

      // COUNTERSIGN's condition: a counterpart. Neither offered nor run without one.
      expect(await offered()).toEqual(['SHELVE']);
      expect((await run('COUNTERSIGN')).json()).toMatchObject({
        status: 400,
        code: 'TRANSITION_NOT_ALLOWED',
      });
      const record = `${url}/${created.registration}`;
      expect((await client.request({ method: 'GET', url: record })).json()).toMatchObject({
        status: 'AWAITING_COUNTERPART',
        _version: 2,
      });
      expect((await client.request({ method: 'GET', url: record })).json().countersignedOn).toBeUndefined();

      await client.request({ method: 'PATCH', url: record, payload: { counterpart: 'Harbour Cranes Ltd' } });
      expect(await offered()).toEqual(['COUNTERSIGN', 'SHELVE']);
      const today = `${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`;
      const countersigned = await run('COUNTERSIGN');
      expect(countersigned.json()).toMatchObject({
        status: 'COUNTERSIGNED',
        counterpart: 'Harbour Cranes Ltd',
        countersignedOn: today,
        _version: 4,
      });
      expect(await offered()).toEqual([]);
    });

    it('keeps the trail of every write and transition in the history', async () => {
      const history = (
        await client.request({
          method: 'GET',
          url: `/api/core/histories?entityRegistration=${created.registration}`,
        })
      ).json() as { type: string; transition?: string }[];
      expect(history.map((entry) => entry.transition ?? entry.type).sort()).toEqual([
        'ASK',
        'COUNTERSIGN',
        'CREATE',
        'UPDATE',
      ]);
    });

    it('answers its statuses as a reference list, and a tenant workflow replaces them', async () => {
      const lists = async () =>
        (
          await client.request({
            method: 'GET',
            url: '/api/script/lists?valuesOnly=true&lists=throwawayStatus',
          })
        ).json();
      expect(await lists()).toEqual([['DRAFT', 'AWAITING_COUNTERPART', 'COUNTERSIGNED', 'SHELVED']]);
      await testApp.configure(client, 'workflows', {
        Throwaway: { statuses: ['OPEN', 'CLOSED'], initialStatus: 'OPEN', transitions: [] },
      });
      expect(await lists()).toEqual([['OPEN', 'CLOSED']]);
      await testApp.configure(client, 'workflows', {});
    });

    it("opens its list to a profile given 'read Throwaway', and its export too", async () => {
      await testApp.configure(client, profilesPermissionsDocument, { READER: ['read Throwaway'] });
      const username = `reader@${client.tenant}`;
      await client.request({
        method: 'POST',
        url: '/api/core/users',
        payload: { username, profiles: ['READER'] },
      });
      const reader = await testApp.userClient(client.tenant, username);
      expect((await reader.request({ method: 'GET', url })).statusCode).toBe(200);
      expect((await reader.request({ method: 'POST', url, payload: { name: 'Not mine' } })).statusCode).toBe(
        403,
      );
      const exported = await reader.request({
        method: 'POST',
        url: '/api/report/excel?entity=Throwaway',
        payload: { fileName: 'Throwaways', columns: [{ headerLabel: 'Name' }], data: [['Crane lease']] },
      });
      expect(exported.statusCode, exported.body).toBe(200);
    });
  },
);

import { contractEntity, entities } from '@lessor/domain/entities';
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  RootOperationNode,
} from 'kysely';
import { sql, TableNode } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EntityCatalogue } from '../../catalogue/entity-catalogue.ts';
import { entityTables, withTenant } from '../../tenancy/with-tenant.ts';
import { availableTestDatabases, startTestApp, type TestApp, type TestClient } from '../../testing/index.ts';
import { EntityService } from './entity-service.ts';

/** The shipped entities, which the test app serves. */
const shipped = new EntityCatalogue(entities);

const contracts = '/api/financing/contracts';
const persons = '/api/person/persons';
const assets = '/api/asset/assets';

/** Counts the selects from each table the queries it sees read. */
class TableReads implements KyselyPlugin {
  readonly counts = new Map<string, number>();

  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    if (node.kind === 'SelectQueryNode')
      for (const from of node.from?.froms ?? [])
        if (TableNode.is(from)) {
          const table = from.table.identifier.name;
          this.counts.set(table, (this.counts.get(table) ?? 0) + 1);
        }
    return node;
  }

  async transformResult({ result }: PluginTransformResultArgs) {
    return result;
  }
}

describe.each(await availableTestDatabases())(
  'references to other records on the $name database',
  (database) => {
    let testApp: TestApp;
    let alpha: TestClient;
    let beta: TestClient;
    /** Persons and assets alpha has, by registration. */
    const people: string[] = [];
    let van: { registration: string; _id: string };

    beforeAll(async () => {
      testApp = await startTestApp(await database.open());
      alpha = await testApp.tenantClient('refs-alpha');
      beta = await testApp.tenantClient('refs-beta');
      for (const name of ['Ada', 'Grace', 'Edsger'])
        people.push((await post(alpha, persons, { type: 'C', name })).json().registration);
      van = (await post(alpha, assets, { name: 'Van' })).json();
    });
    afterAll(() => testApp.close());

    const post = (client: TestClient, url: string, payload: unknown) =>
      client.request({ method: 'POST', url, payload: payload as Record<string, unknown> });
    const rowCount = async (tenant: string, table: string) =>
      (
        await withTenant(testApp.db.app, tenant, (trx) =>
          entityTables(trx).selectFrom(table).select('id').execute(),
        )
      ).length;

    it('refuses a contract naming a person and an asset the tenant does not have, and writes nothing', async () => {
      const before = await rowCount(alpha.tenant, 'contracts');
      const refused = await post(alpha, contracts, {
        name: 'Ghost lease',
        clientRegistration: 'NO-SUCH-PERSON',
        persons: [{ role: 'CLIENT', personRegistration: people[0] }],
        assets: [{ assetRegistration: 'NO-SUCH-ASSET' }],
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        status: 400,
        code: 'INVALID_FIELD_VALUE',
        message: "Invalid value 'NO-SUCH-PERSON' for field 'clientRegistration'",
        errors: [
          {
            field: 'clientRegistration',
            code: 'INVALID_FIELD_VALUE',
            message: 'Person "NO-SUCH-PERSON" not found',
          },
          {
            field: 'assets[0].assetRegistration',
            code: 'INVALID_FIELD_VALUE',
            message: 'Asset "NO-SUCH-ASSET" not found',
          },
        ],
      });
      expect(await rowCount(alpha.tenant, 'contracts')).toBe(before);
      // No registration was taken: the next contract is the first.
      const first = await post(alpha, contracts, { name: 'First' });
      expect(first.json().registration).toBe('CTR00000001');
    });

    it('accepts records named by registration or by id', async () => {
      const created = await post(alpha, contracts, {
        name: 'Van lease',
        clientRegistration: people[0],
        persons: [
          { role: 'CLIENT', personRegistration: people[0] },
          { role: 'PARTNER', personRegistration: people[1] },
        ],
        assets: [{ assetRegistration: van._id.toUpperCase() }, { assetRegistration: van.registration }],
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json()).toMatchObject({ clientRegistration: people[0] });
    });

    it('refuses an update naming a missing record, by PATCH and PUT, and leaves the record as it was', async () => {
      const contract = (await post(alpha, contracts, { name: 'Kept', clientRegistration: people[0] })).json();
      const url = `${contracts}/${contract.registration}`;
      const patched = await alpha.request({
        method: 'PATCH',
        url,
        payload: { persons: [{ role: 'PAYER', personRegistration: 'PER99999999' }] },
      });
      expect(patched.json()).toMatchObject({
        status: 400,
        code: 'INVALID_FIELD_VALUE',
        message: "Invalid value 'PER99999999' for field 'persons[0].personRegistration'",
      });
      const replaced = await alpha.request({
        method: 'PUT',
        url,
        payload: { name: 'Kept', clientRegistration: 'NO-SUCH-PERSON' },
      });
      expect(replaced.json()).toMatchObject({
        code: 'INVALID_FIELD_VALUE',
        errors: [{ field: 'clientRegistration' }],
      });
      expect((await alpha.request({ method: 'GET', url })).json()).toMatchObject({
        _version: 1,
        clientRegistration: people[0],
      });
      const moved = await alpha.request({ method: 'PATCH', url, payload: { clientRegistration: people[2] } });
      expect(moved.json()).toMatchObject({ _version: 2, clientRegistration: people[2] });
    });

    it("takes another tenant's record for one that does not exist", async () => {
      const theirs = (await post(beta, persons, { type: 'C', name: 'Beta only' })).json();
      for (let index = 0; index < 3; index++) await post(beta, persons, { type: 'C', name: `Beta ${index}` });
      const onlyBeta = 'PER00000004';
      expect((await alpha.request({ method: 'GET', url: `${persons}/${onlyBeta}` })).statusCode).toBe(404);
      for (const value of [theirs._id, onlyBeta]) {
        const refused = await post(alpha, contracts, { name: 'Poached', clientRegistration: value });
        expect(refused.json()).toMatchObject({
          code: 'INVALID_FIELD_VALUE',
          message: `Invalid value '${value}' for field 'clientRegistration'`,
        });
      }
      expect(await rowCount(alpha.tenant, 'contracts')).not.toBe(0);
      const found = await withTenant(testApp.db.app, alpha.tenant, (trx) =>
        entityTables(trx).selectFrom('contracts').select('id').where('name', '=', 'Poached').execute(),
      );
      expect(found).toEqual([]);
    });

    it('refuses a whole import when one row names a missing record, naming the row', async () => {
      const before = await rowCount(alpha.tenant, 'contracts');
      const refused = await post(alpha, contracts, [
        { name: 'Row 0', clientRegistration: people[0] },
        { name: 'Row 1', clientRegistration: 'NO-SUCH-PERSON' },
      ]);
      expect(refused.json()).toMatchObject({
        code: 'INVALID_FIELD_VALUE',
        message: "Invalid value 'NO-SUCH-PERSON' for field '1.clientRegistration'",
        errors: [{ field: '1.clientRegistration' }],
      });
      expect(await rowCount(alpha.tenant, 'contracts')).toBe(before);
    });

    it("refuses a transition whose effect names a missing record, and keeps the record's status", async () => {
      const tenant = await testApp.tenantClient('refs-flow');
      await testApp.configure(tenant, 'workflows', {
        Contract: {
          statuses: ['DRAFT', 'STUDY'],
          initialStatus: 'DRAFT',
          transitions: [
            {
              code: 'HAND_OVER',
              label: 'Hand over',
              from: ['DRAFT'],
              to: 'STUDY',
              orderIndex: 1,
              effects: [{ set: { field: 'salesRegistration', value: 'NO-SUCH-SELLER' } }],
            },
          ],
        },
      });
      const contract = (await post(tenant, contracts, { name: 'Handed' })).json();
      const url = `${contracts}/${contract.registration}`;
      const refused = await tenant.request({ method: 'GET', url: `${url}/transitions/HAND_OVER` });
      expect(refused.json()).toMatchObject({
        status: 400,
        code: 'INVALID_FIELD_VALUE',
        errors: [{ field: 'salesRegistration', message: 'Person "NO-SUCH-SELLER" not found' }],
      });
      expect((await tenant.request({ method: 'GET', url })).json()).toMatchObject({
        status: 'DRAFT',
        _version: 1,
      });
    });

    it('keeps a reference stored before the check when an update leaves it alone', async () => {
      const contract = (await post(alpha, contracts, { name: 'Legacy' })).json();
      await sql`update contracts set data = data || '{"partnerRegistration": "PER-GONE"}'::jsonb
        where id = ${contract._id}`.execute(testApp.db.owner);
      const url = `${contracts}/${contract.registration}`;
      const renamed = await alpha.request({ method: 'PATCH', url, payload: { name: 'Legacy renamed' } });
      expect(renamed.json()).toMatchObject({ name: 'Legacy renamed', partnerRegistration: 'PER-GONE' });
      const changed = await alpha.request({
        method: 'PATCH',
        url,
        payload: { partnerRegistration: 'PER-NONE' },
      });
      expect(changed.json()).toMatchObject({ code: 'INVALID_FIELD_VALUE' });
    });

    it('looks up the records a write names with one query per entity, however many it names', async () => {
      const reads = new TableReads();
      const db = { ...testApp.db, app: testApp.db.app.withPlugin(reads) };
      const service = new EntityService(db, shipped, contractEntity);
      const actor = { tenant: alpha.tenant, username: alpha.username };
      const created = await withTenant(db.app, alpha.tenant, (trx) =>
        service.createWithin(
          trx,
          actor,
          people.map((person, index) => ({
            name: `Batch ${index}`,
            clientRegistration: person,
            partnerRegistration: people[(index + 1) % people.length],
            persons: people.map((other) => ({ role: 'PARTNER', personRegistration: other })),
            assets: [{ assetRegistration: van.registration }],
          })),
        ),
      );
      expect(created).toHaveLength(people.length);
      expect(reads.counts.get('persons')).toBe(1);
      expect(reads.counts.get('assets')).toBe(1);

      // An update that names no new record looks nothing up.
      reads.counts.clear();
      await service.patch(actor, created[0]?.registration ?? '', { name: 'Batch renamed' });
      expect(reads.counts.get('persons')).toBeUndefined();
      expect(reads.counts.get('assets')).toBeUndefined();
    });
  },
);

import type { EntityRecord } from '@lessor/domain/api';
import { entities, findEntity } from '@lessor/domain/entities';
import type { KyselyPlugin } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { EntityCatalogue } from '../../catalogue/entity-catalogue.ts';
import { withTenant } from '../../tenancy/with-tenant.ts';
import { describeOnEachDatabase, type TestClient } from '../../testing/index.ts';
import { addNames, readNamesInclude } from './list-names.ts';

const contracts = '/api/financing/contracts';
const invoices = '/api/billing/invoices';
const persons = '/api/person/persons';

describeOnEachDatabase('names a list brings along on the $name database', (testApp) => {
  let alpha: TestClient;
  let beta: TestClient;

  const create = async (client: TestClient, url: string, payload: object) => {
    const response = await client.request({ method: 'POST', url, payload });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };
  const list = async (client: TestClient, url: string) => {
    const response = await client.request({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  beforeAll(async () => {
    alpha = await testApp.tenantClient('namesalpha');
    beta = await testApp.tenantClient('namesbeta');
    // Both tenants number their persons from PER00000001: the same registrations, other names.
    for (const [client, prefix] of [
      [alpha, 'Alpha'],
      [beta, 'Beta'],
    ] as const) {
      await create(client, persons, { type: 'C', name: `${prefix} Client`, roles: [{ role: 'CLIENT' }] });
      await create(client, persons, { type: 'C', name: `${prefix} Partner`, roles: [{ role: 'PARTNER' }] });
      await create(client, persons, { type: 'C', name: `${prefix} Sales`, roles: [{ role: 'SALES' }] });
    }
    await create(alpha, contracts, {
      name: 'Van lease',
      clientRegistration: 'PER00000001',
      partnerRegistration: 'PER00000002',
      persons: [
        { role: 'CLIENT', personRegistration: 'PER00000001', name: 'An old name' },
        { role: 'PARTNER', personRegistration: 'PER00000002' },
      ],
    });
    await create(alpha, invoices, {
      name: 'Rent',
      persons: [
        { role: 'PAYER', personRegistration: 'PER00000001' },
        { role: 'PAYEE', personRegistration: 'PER00000002' },
      ],
    });
  });

  it("names each reference field's person and each person of the list, as they are now named", async () => {
    const [contract] = await list(
      alpha,
      `${contracts}?include=clientName,partnerName,salesName,personsNames`,
    );
    expect(contract).toMatchObject({
      clientName: 'Alpha Client',
      partnerName: 'Alpha Partner',
      salesName: null,
      personsNames: 'Alpha Client, Alpha Partner',
      persons: [
        { role: 'CLIENT', personRegistration: 'PER00000001', name: 'Alpha Client' },
        { role: 'PARTNER', personRegistration: 'PER00000002', name: 'Alpha Partner' },
      ],
    });
    const [invoice] = await list(alpha, `${invoices}?include=personsNames`);
    expect(invoice.persons).toEqual([
      { role: 'PAYER', personRegistration: 'PER00000001', name: 'Alpha Client' },
      { role: 'PAYEE', personRegistration: 'PER00000002', name: 'Alpha Partner' },
    ]);
  });

  it("never shows another tenant's name for the same registration", async () => {
    const [contract] = await list(alpha, `${contracts}?include=clientName,personsNames`);
    expect(JSON.stringify(contract)).not.toContain('Beta');
    // The other tenant has a person PER00000001 of its own, and no contract: nothing of alpha's.
    await create(beta, contracts, { name: 'Beta lease', clientRegistration: 'PER00000001' });
    const listed = await list(beta, `${contracts}?include=clientName,personsNames`);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ name: 'Beta lease', clientName: 'Beta Client' });
    expect(JSON.stringify(listed)).not.toContain('Alpha');
  });

  it('reads the names of one entity in one query, however many includes name it', async () => {
    const catalogue = new EntityCatalogue(entities);
    const contract = findEntity('Contract');
    if (!contract) throw new Error('Contract is declared');
    const includes = ['clientName', 'partnerName', 'salesName', 'personsNames', 'assetsNames'].map(
      (name) => readNamesInclude(catalogue, contract, name) ?? expect.fail(name),
    );
    const records = (await list(alpha, contracts)) as EntityRecord[];
    let statements = 0;
    const counting: KyselyPlugin = {
      transformQuery: (args) => {
        statements++;
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    await withTenant(testApp.db.app, alpha.tenant, (trx) =>
      addNames(trx.withPlugin(counting) as typeof trx, alpha.tenant, records, includes),
    );
    // Persons once; the contract names no asset, so no query for assets.
    expect(statements).toBe(1);
    expect(records[0]).toMatchObject({ clientName: 'Alpha Client', assetsNames: '' });
  });

  it('refuses a name the entity has no reference for', async () => {
    const response = await alpha.request({ method: 'GET', url: `${invoices}?include=clientName` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_FIELD_IN_QUERY' });
  });

  it('offers a picker the persons holding a role, or holding none of the roles refused', async () => {
    const named = async (query: string) =>
      ((await list(alpha, `${persons}?${query}&sort=name`)) as { name: string }[]).map(
        (person) => person.name,
      );
    expect(await named('roles.role=CLIENT')).toEqual(['Alpha Client']);
    expect(await named('roles.role=PARTNER,CLIENT')).toEqual(['Alpha Client', 'Alpha Partner']);
    expect(await named('roles.role=-SALES')).toEqual(['Alpha Client', 'Alpha Partner']);
    expect(await named('roles.role=CLIENT,-SALES&search=alpha')).toEqual(['Alpha Client']);
  });

  const columnNames = (entity: (typeof entities)[number]) => [
    ...new Set(
      entity.listColumns.flatMap((column) => [
        ...(column.nameField ? [column.nameField] : []),
        ...(column.personRole ? ['personsNames'] : []),
      ]),
    ),
  ];
  it.each(
    entities
      .filter((entity) => columnNames(entity).length > 0)
      .map((entity) => [entity.name, entity] as const),
  )('%s answers the names its list columns ask for', async (_, entity) => {
    const response = await alpha.request({
      method: 'GET',
      url: `${entity.apiPath}?range=0-0&include=${columnNames(entity).join(',')}`,
    });
    expect(response.statusCode, `${entity.name}: ${response.body}`).toBe(200);
  });
});

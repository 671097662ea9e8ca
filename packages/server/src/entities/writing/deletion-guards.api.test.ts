import { contractEntity, entities, personEntity } from '@lessor/domain/entities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EntityCatalogue } from '../../catalogue/entity-catalogue.ts';
import { entityTables, withTenant } from '../../tenancy/with-tenant.ts';
import { availableTestDatabases, startTestApp, type TestApp, type TestClient } from '../../testing/index.ts';
import { EntityService } from './entity-service.ts';

/** The shipped entities, which the test app serves. */
const shipped = new EntityCatalogue(entities);

const contracts = '/api/financing/contracts';
const invoices = '/api/billing/invoices';
const persons = '/api/person/persons';

describe.each(await availableTestDatabases())('records kept on file on the $name database', (database) => {
  let testApp: TestApp;
  let client: TestClient;

  beforeAll(async () => {
    testApp = await startTestApp(await database.open());
    client = await testApp.tenantClient('kept');
  });
  afterAll(() => testApp.close());

  const post = async (url: string, payload: Record<string, unknown>) => {
    const response = await client.request({ method: 'POST', url, payload });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ registration: string; _id: string }>();
  };
  const remove = (url: string) => client.request({ method: 'DELETE', url });
  const run = (url: string, code: string) =>
    client.request({ method: 'GET', url: `${url}/transitions/${code}` });

  it('refuses to delete a person records still name, listing a few of them, and deletes it once free', async () => {
    const person = await post(persons, { type: 'C', name: 'Named often' });
    const named: string[] = [];
    for (let index = 0; index < 4; index++)
      named.push(
        (await post(contracts, { name: `Lease ${index}`, clientRegistration: person.registration }))
          .registration,
      );
    // By id and in a list of persons count as much as by registration in a field.
    named.push((await post(contracts, { name: 'By id', clientRegistration: person._id })).registration);
    const invoice = await post(invoices, {
      name: 'Rent',
      persons: [{ role: 'PAYER', personRegistration: person.registration }],
    });

    const refused = await remove(`${persons}/${person.registration}`);
    expect(refused.statusCode).toBe(409);
    const message = `Person "${person.registration}" cannot be deleted: Contract ${named[0]}, Contract ${named[1]}, Contract ${named[2]} and 3 more still refer to it`;
    expect(refused.json()).toEqual({
      status: 409,
      code: 'STILL_REFERENCED',
      message,
      rejectionReason: message,
    });
    expect((await client.request({ method: 'GET', url: `${persons}/${person._id}` })).statusCode).toBe(200);

    for (const registration of named)
      expect((await remove(`${contracts}/${registration}`)).statusCode).toBe(204);
    expect((await remove(`${persons}/${person._id}`)).json()).toMatchObject({
      message: `Person "${person.registration}" cannot be deleted: Invoice ${invoice.registration} still refer to it`,
    });
    expect((await remove(`${invoices}/${invoice.registration}`)).statusCode).toBe(204);
    expect((await remove(`${persons}/${person.registration}`)).statusCode).toBe(204);
  });

  it('does not count a record naming itself', async () => {
    const holding = await post(persons, { type: 'C', name: 'Self-held' });
    const url = `${persons}/${holding.registration}`;
    const patched = await client.request({
      method: 'PATCH',
      url,
      payload: { descendants: [{ personRegistration: holding.registration, relation: 'SHAREHOLDER' }] },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect((await remove(url)).statusCode).toBe(204);
  });

  it("does not see another tenant's references, and another tenant cannot delete the record", async () => {
    const other = await testApp.tenantClient('kept-other');
    const person = await post(persons, { type: 'C', name: 'Only here' });
    // Registrations are counted per tenant: the other tenant has its own person under the same
    // registration, named by its own contract.
    let theirs = '';
    while (theirs !== person.registration) {
      const created = await other.request({
        method: 'POST',
        url: persons,
        payload: { type: 'C', name: 'Theirs' },
      });
      theirs = created.json().registration;
    }
    const named = await other.request({
      method: 'POST',
      url: contracts,
      payload: { name: 'Theirs', clientRegistration: theirs },
    });
    expect(named.statusCode, named.body).toBe(201);
    expect((await other.request({ method: 'DELETE', url: `${persons}/${person._id}` })).statusCode).toBe(404);
    expect((await remove(`${persons}/${person.registration}`)).statusCode).toBe(204);
  });

  it('deletes a contract or an invoice in its draft status only, unless the workflow lets more go', async () => {
    const draft = await post(contracts, { name: 'Draft' });
    const studied = await post(contracts, { name: 'Studied' });
    expect((await run(`${contracts}/${studied.registration}`, 'STUDY')).statusCode).toBe(200);
    const refused = await remove(`${contracts}/${studied.registration}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'NOT_DELETABLE_IN_STATUS',
      message: `Contract "${studied.registration}" cannot be deleted in status STUDY`,
    });
    expect(
      (await client.request({ method: 'GET', url: `${contracts}/${studied.registration}` })).statusCode,
    ).toBe(200);
    expect((await remove(`${contracts}/${draft.registration}`)).statusCode).toBe(204);

    const issued = await post(invoices, { name: 'Issued' });
    await run(`${invoices}/${issued.registration}`, 'ISSUE');
    expect((await remove(`${invoices}/${issued.registration}`)).json().code).toBe('NOT_DELETABLE_IN_STATUS');

    const lenient = await testApp.tenantClient('kept-lenient');
    await testApp.configure(lenient, 'workflows', {
      Contract: {
        statuses: ['DRAFT', 'STUDY'],
        initialStatus: 'DRAFT',
        deletableStatuses: ['DRAFT', 'STUDY'],
        transitions: [{ code: 'STUDY', label: 'Study', from: ['DRAFT'], to: 'STUDY', orderIndex: 1 }],
      },
    });
    const theirs = (
      await lenient.request({ method: 'POST', url: contracts, payload: { name: 'Theirs' } })
    ).json();
    await lenient.request({ method: 'GET', url: `${contracts}/${theirs.registration}/transitions/STUDY` });
    expect(
      (await lenient.request({ method: 'DELETE', url: `${contracts}/${theirs.registration}` })).statusCode,
    ).toBe(204);
  });

  it('keeps a paid invoice as it is, except through a transition', async () => {
    const invoice = await post(invoices, { name: 'To pay', amountExclTax: 100 });
    const url = `${invoices}/${invoice.registration}`;
    await run(url, 'ISSUE');
    expect((await run(url, 'PAY')).json()).toMatchObject({ status: 'PAID', _version: 3 });
    const message = `Invoice "${invoice.registration}" is read-only in status PAID: only a workflow transition changes it`;
    for (const method of ['PATCH', 'PUT'] as const) {
      const refused = await client.request({ method, url, payload: { name: 'Rewritten', amountExclTax: 1 } });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        status: 409,
        code: 'READ_ONLY_IN_STATUS',
        message,
        rejectionReason: message,
      });
    }
    expect((await remove(url)).json().code).toBe('NOT_DELETABLE_IN_STATUS');
    expect((await client.request({ method: 'GET', url })).json()).toMatchObject({
      name: 'To pay',
      amountExclTax: 100,
      _version: 3,
    });
  });

  it('refuses a deletion racing with a write that names the record, whichever commits first', async () => {
    const actor = { tenant: client.tenant, username: client.username };
    const person = await post(persons, { type: 'C', name: 'Contested' });
    const contractService = new EntityService(testApp.db, shipped, contractEntity);
    let created!: () => void;
    let release!: () => void;
    const written = new Promise<void>((resolve) => {
      created = resolve;
    });
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // A write naming the person, still open when the deletion starts.
    const writing = withTenant(testApp.db.app, client.tenant, async (trx) => {
      await contractService.createWithin(trx, actor, [
        { name: 'Racing', clientRegistration: person.registration },
      ]);
      created();
      await held;
    });
    await written;
    const deleting = new EntityService(testApp.db, shipped, personEntity).remove(actor, person.registration);
    const outcome = deleting.then(
      () => 'deleted',
      (error: { code?: string }) => error.code,
    );
    // The deletion waits for the write rather than missing its uncommitted reference.
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    await writing;
    expect(await outcome).toBe('STILL_REFERENCED');
    expect((await client.request({ method: 'GET', url: `${persons}/${person._id}` })).statusCode).toBe(200);

    // A deletion still open when the write starts: the write waits, then finds the person gone.
    const doomed = await post(persons, { type: 'C', name: 'Doomed' });
    let deleted!: () => void;
    let commit!: () => void;
    const gone = new Promise<void>((resolve) => {
      deleted = resolve;
    });
    const committing = new Promise<void>((resolve) => {
      commit = resolve;
    });
    const deletion = withTenant(testApp.db.app, client.tenant, async (trx) => {
      await entityTables(trx).deleteFrom('persons').where('id', '=', doomed._id).execute();
      deleted();
      await committing;
    });
    await gone;
    const naming = client.request({
      method: 'POST',
      url: contracts,
      payload: { name: 'Too late', clientRegistration: doomed.registration },
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    commit();
    await deletion;
    expect((await naming).json()).toMatchObject({ code: 'INVALID_FIELD_VALUE' });
  });
});

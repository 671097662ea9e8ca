import { beforeAll, expect, it } from 'vitest';
import { secretContexts } from '../../secrets/secret-contexts.ts';
import { withTenant } from '../../tenancy/with-tenant.ts';
import { describeOnEachDatabase, type TestClient } from '../../testing/index.ts';

const documents = '/api/core/documents';

describeOnEachDatabase('password fields on the $name database', (testApp) => {
  let alpha: TestClient;
  let beta: TestClient;

  /** The stored secrets of a tenant, opened with the database's key (they are stored sealed). */
  const storedSecrets = async (tenant: string) =>
    (
      await withTenant(testApp.db.app, tenant, (trx) =>
        trx.selectFrom('record_secrets').select(['entity_name', 'record_id', 'field', 'value']).execute(),
      )
    ).map(({ entity_name: entityName, ...row }) => ({
      ...row,
      value: testApp.db.secrets.open(
        row.value,
        secretContexts.recordSecret({ tenant, entityName, recordId: row.record_id, field: row.field }),
      ),
    }));
  const historyOf = async (registration: string) =>
    (
      await alpha.request({
        method: 'GET',
        url: `/api/core/histories?entityRegistration=${registration}&sort=_insertDate`,
      })
    ).json() as { type: string; changes: { field: string; from?: string; to?: string }[] }[];

  beforeAll(async () => {
    alpha = await testApp.tenantClient('alpha');
    beta = await testApp.tenantClient('beta');
  });

  it('keeps a password written with a record and never answers it: not the record, the list, a filter or the history', async () => {
    const created = await alpha.request({
      method: 'POST',
      url: documents,
      payload: { name: 'Bank statement', password: 'Op3n-sesame' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const document = created.json();
    expect(created.body).not.toContain('Op3n-sesame');
    const read = await alpha.request({ method: 'GET', url: `${documents}/${document.registration}` });
    expect(read.json()).toMatchObject({ name: 'Bank statement', _secretsSet: ['password'] });
    expect(read.body).not.toContain('Op3n-sesame');
    const listed = await alpha.request({ method: 'GET', url: documents });
    expect(listed.body).not.toContain('Op3n-sesame');
    // A filter cannot guess it either: the records hold no password to match.
    const guessed = await alpha.request({ method: 'GET', url: `${documents}?password=Op3n-sesame` });
    expect(guessed.json()).toEqual([]);
    expect(await storedSecrets('alpha')).toEqual([
      { record_id: document._id, field: 'password', value: 'Op3n-sesame' },
    ]);
    const [creation] = await historyOf(document.registration);
    expect(creation?.changes).toContainEqual({ field: 'password' });
    expect(JSON.stringify(creation)).not.toContain('Op3n-sesame');
    expect(await storedSecrets('beta')).toEqual([]);
  });

  it('keeps the stored password when a write leaves it out, changes it when one is sent, clears it on null', async () => {
    const document = (
      await alpha.request({ method: 'POST', url: documents, payload: { name: 'Payslip', password: 'first' } })
    ).json();
    const secretOf = async () =>
      (await storedSecrets('alpha')).find((secret) => secret.record_id === document._id)?.value;

    const renamed = await alpha.request({
      method: 'PUT',
      url: `${documents}/${document.registration}`,
      payload: { ...document, name: 'Payslip March' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await secretOf()).toBe('first');
    await alpha.request({
      method: 'PATCH',
      url: `${documents}/${document.registration}`,
      payload: { password: 'second' },
    });
    expect(await secretOf()).toBe('second');
    const tooLong = await alpha.request({
      method: 'PATCH',
      url: `${documents}/${document.registration}`,
      payload: { password: 'x'.repeat(129) },
    });
    expect(tooLong.json()).toMatchObject({ status: 400, errors: [{ message: 'Length must be ≤ 128' }] });
    expect(await secretOf()).toBe('second');
    await alpha.request({
      method: 'PATCH',
      url: `${documents}/${document.registration}`,
      payload: { password: null },
    });
    expect(await secretOf()).toBeUndefined();
    const cleared = await alpha.request({ method: 'GET', url: `${documents}/${document.registration}` });
    expect(cleared.json()._secretsSet).toEqual([]);

    const changes = (await historyOf(document.registration)).map((entry) => entry.changes);
    expect(changes).toEqual([
      expect.arrayContaining([{ field: 'password' }]),
      [{ field: 'name', from: 'Payslip', to: 'Payslip March' }],
      [{ field: 'password' }],
      [{ field: 'password' }],
    ]);

    await alpha.request({
      method: 'PATCH',
      url: `${documents}/${document.registration}`,
      payload: { password: 'third' },
    });
    await alpha.request({ method: 'DELETE', url: `${documents}/${document.registration}` });
    expect(await secretOf()).toBeUndefined();
  });

  it("keeps each tenant's passwords to itself", async () => {
    await beta.request({
      method: 'POST',
      url: documents,
      payload: { name: 'Beta file', password: 'beta-only' },
    });
    expect((await storedSecrets('alpha')).map((secret) => secret.value)).not.toContain('beta-only');
    expect((await storedSecrets('beta')).map((secret) => secret.value)).toEqual(['beta-only']);
  });
});

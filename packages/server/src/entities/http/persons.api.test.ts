import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase, type TestClient } from '../../testing/index.ts';

const persons = '/api/person/persons';

describeOnEachDatabase('persons API on the $name database', (testApp) => {
  let client: TestClient;

  beforeAll(async () => {
    client = await testApp.tenantClient('acme');
  });

  const create = (payload: Record<string, unknown>) =>
    client.request({ method: 'POST', url: persons, payload });
  const count = async () => {
    const response = await client.request({
      method: 'GET',
      url: `${persons}?range=0-999&projection=registration`,
    });
    return response.json<unknown[]>().length;
  };

  it('creates a person with a generated registration and a derived name, then reads it back', async () => {
    const created = await create({
      type: 'I',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
    });
    expect(created.statusCode).toBe(201);
    const person = created.json();
    expect(person.registration).toMatch(/^PER\d{8}$/);
    expect(person).toMatchObject({
      name: 'Ada Lovelace',
      status: 'ACTIVE',
      _version: 1,
      _insertUser: client.username,
    });

    const byRegistration = await client.request({ method: 'GET', url: `${persons}/${person.registration}` });
    const byId = await client.request({ method: 'GET', url: `${persons}/${person._id}` });
    expect(byRegistration.json()).toEqual(person);
    expect(byId.json()).toEqual(person);
  });

  it('keeps nested lists and objects whole', async () => {
    const body = {
      type: 'C',
      name: 'Transports Atlantique SAS',
      addresses: [
        { type: 'MAIN', addressLine: '3 quai de la Fosse', zipcode: '44000', city: 'Nantes', country: 'FR' },
      ],
      bankAccounts: [
        { name: 'Main account', bankIban: 'FR7630006000011234567890189', bankBic: 'AGRIFRPPXXX' },
      ],
      contacts: [{ firstName: 'Léa', lastName: 'Roux', position: 'Fleet manager', isDefault: true }],
      company: { shareCapital: 50000, nbOfEmployees: 12 },
      roles: [{ role: 'CLIENT' }],
    };
    const person = (await create(body)).json();
    const read = (await client.request({ method: 'GET', url: `${persons}/${person.registration}` })).json();
    expect(read).toMatchObject(body);
  });

  it('stores values in their stored form and applies the tenant rules of the domain', async () => {
    const created = await create({
      type: 'I',
      firstName: 'Alan',
      lastName: 'Turing',
      mobile: '06 12 34 56 78',
      birthDate: '1912-06-23',
      bankAccounts: [{ name: 'Main', bankIban: 'fr76 3000 6000 0112 3456 7890 189' }],
    });
    expect(created.json()).toMatchObject({
      mobile: '0612345678',
      birthDate: '1912-06-23T00:00:00.000Z',
      bankAccounts: [{ bankIban: 'FR7630006000011234567890189' }],
    });

    const badIban = await create({
      type: 'C',
      name: 'X',
      bankAccounts: [{ name: 'Main', bankIban: 'FR7630006000011234567890188' }],
    });
    expect(badIban.json().errors).toEqual([
      { field: 'bankAccounts[0].bankIban', code: 'INVALID_IBAN', message: 'IBAN is invalid' },
    ]);
    const foreignUser = await create({ type: 'I', lastName: 'X', username: 'someone@elsewhere' });
    expect(foreignUser.json().errors[0]).toMatchObject({
      field: 'username',
      message: `Should be a valid email or a valid string ending with @${client.tenant}`,
    });
  });

  it('gives every concurrent creation its own registration', async () => {
    const created = await Promise.all(
      Array.from({ length: 20 }, (_, index) => create({ type: 'C', name: `Parallel ${index}` })),
    );
    const registrations = created.map((response) => response.json().registration);
    expect(new Set(registrations).size).toBe(20);
  });

  it('accepts a client registration, strips spaces from an all-digit one, and refuses a duplicate', async () => {
    const first = await create({ type: 'C', name: 'Imprimerie Centre', registration: '552 100 554' });
    expect(first.json().registration).toBe('552100554');
    const before = await count();
    const duplicate = await create({ type: 'C', name: 'Someone else', registration: '552100554' });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json()).toMatchObject({ code: 'VALUE_ALREADY_EXISTS' });
    expect(await count()).toBe(before);
  });

  it('refuses bad bodies with the catalogue code, the form message and no write', async () => {
    const before = await count();
    const missing = await create({ type: 'I', firstName: 'Ada' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      status: 400,
      code: 'MISSING_FIELD_IN_BODY',
      message: "Field 'lastName' is missing in body",
      errors: [{ field: 'lastName', code: 'MISSING_FIELD_IN_BODY', message: 'Last name is mandatory' }],
    });
    expect((await create({ type: 'C', name: 12 })).json().code).toBe('INVALID_STRING_FIELD');
    expect((await create({ type: 'C', name: 'X', company: { nbOfEmployees: 2.5 } })).json().code).toBe(
      'INVALID_INTEGER_FIELD',
    );
    expect((await create({ type: 'C', name: 'X', addresses: 'Paris' })).json().code).toBe(
      'INVALID_ARRAY_FIELD',
    );
    expect((await create({ type: 'C', name: 'X', favouriteColour: 'red' })).json().code).toBe(
      'INVALID_FIELD_IN_BODY',
    );
    expect((await create({ type: 'Z', name: 'X' })).json().code).toBe('INVALID_FIELD_VALUE');
    expect((await create({ type: 'P', lastName: 'Curie' })).json().errors).toEqual([
      { field: 'registration', code: 'MISSING_FIELD_IN_BODY', message: 'Registration number is mandatory' },
      { field: 'contacts', code: 'MISSING_FIELD_IN_BODY', message: 'Contacts is mandatory' },
    ]);
    const noBody = await client.request({ method: 'POST', url: persons });
    expect(noBody.json().code).toBe('MISSING_BODY_PAYLOAD');
    expect(await count()).toBe(before);
  });

  it('patches and replaces a record, versioning it, but never its status', async () => {
    const person = (await create({ type: 'I', firstName: 'Grace', lastName: 'Hopper' })).json();
    const url = `${persons}/${person.registration}`;

    const patched = await client.request({
      method: 'PATCH',
      url,
      payload: { email: 'grace@example.com', firstName: null },
    });
    expect(patched.json()).toMatchObject({ email: 'grace@example.com', name: 'Hopper', _version: 2 });
    expect(patched.json()).not.toHaveProperty('firstName');

    const replaced = await client.request({
      method: 'PUT',
      url,
      payload: { type: 'I', firstName: 'Grace', lastName: 'Murray' },
    });
    expect(replaced.json()).toMatchObject({
      name: 'Grace Murray',
      _version: 3,
      registration: person.registration,
    });
    expect(replaced.json()).not.toHaveProperty('email');

    const statusChange = await client.request({ method: 'PATCH', url, payload: { status: 'BLOCKED' } });
    expect(statusChange.statusCode).toBe(400);
    expect(statusChange.json().code).toBe('STATUS_PATCH_PROHIBITED');
    const invalid = await client.request({ method: 'PATCH', url, payload: { lastName: null } });
    expect(invalid.json().code).toBe('MISSING_FIELD_IN_BODY');
    expect((await client.request({ method: 'GET', url })).json()).toMatchObject({
      name: 'Grace Murray',
      status: 'ACTIVE',
      _version: 3,
    });
  });

  it('deletes a record', async () => {
    const person = (await create({ type: 'C', name: 'Short lived' })).json();
    const url = `${persons}/${person._id}`;
    expect((await client.request({ method: 'DELETE', url })).statusCode).toBe(204);
    const gone = await client.request({ method: 'GET', url });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe('ENTITY_REGISTRATION_NOT_FOUND');
  });
});

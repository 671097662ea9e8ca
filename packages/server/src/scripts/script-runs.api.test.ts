import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase, type TestClient } from '../testing/index.ts';

const scripts = '/api/script/scripts';
const runs = '/api/script/runs';
const contracts = '/api/financing/contracts';

/** A business rule a tenant writes itself: refuses a financed amount above its limit, counting the client's contracts. */
const creditCheck = `async function execute(params, context) {
  const open = await context.listRecords('Contract', { clientRegistration: params.client, range: '0-99' });
  context.log('contracts of', params.client, open.length);
  if (params.amount > 50000) throw new Error('Above the limit of 50,000 EUR: refer to the committee');
  return { accepted: true, contracts: open.length };
}`;

describeOnEachDatabase('tenant scripts run by name on the $name database', {}, (testApp) => {
  let alpha: TestClient;
  let beta: TestClient;

  const save = async (client: TestClient, body: Record<string, unknown>) => {
    const saved = await client.request({ method: 'POST', url: scripts, payload: body });
    expect(saved.statusCode, saved.body).toBe(201);
    return saved.json<{ registration: string; type: string }>();
  };

  beforeAll(async () => {
    alpha = await testApp.tenantClient('scripts-alpha');
    beta = await testApp.tenantClient('scripts-beta');
  });

  it('runs the built-in hello-world, and a tenant replaces it for itself alone', async () => {
    const hello = await alpha.request({ method: 'GET', url: `${runs}/hello-world?who=Ada` });
    expect(hello.statusCode, hello.body).toBe(200);
    expect(hello.json()).toEqual({ message: 'Hello Ada!', tenant: 'scripts-alpha' });
    const anonymous = await alpha.request({ method: 'GET', url: `${runs}/hello-world` });
    expect(anonymous.json().message).toBe(`Hello ${alpha.username}!`);

    await save(alpha, { name: 'hello-world', code: 'function execute(p) { return "Bonjour " + p.who; }' });
    expect((await alpha.request({ method: 'GET', url: `${runs}/hello-world?who=Ada` })).json()).toBe(
      'Bonjour Ada',
    );
    expect((await beta.request({ method: 'GET', url: `${runs}/hello-world?who=Ada` })).json()).toMatchObject({
      message: 'Hello Ada!',
    });
  });

  it("gives a script the domain's finance functions and formats, refusing what they do not know", async () => {
    await save(alpha, {
      name: 'loan-figures',
      code: `async function execute(params, context) {
  const payment = await context.finance('pmt', params.rate / 12, params.months, -params.amount);
  const shown = await context.format('amount', Math.round(payment * 100) / 100, { currency: 'EUR', locale: 'en-GB' });
  const irr = await context.finance('irr', [-1000, 300, 400, 500]);
  let unknown;
  try { await context.finance('sum', 1, 2); } catch (error) { unknown = error.message; }
  let invalid;
  try { await context.finance('pmt', { rate: 1 }); } catch (error) { invalid = error.message; }
  return { payment: Math.round(payment * 100) / 100, shown, irr: Math.round(irr * 10000) / 10000, unknown, invalid };
}`,
    });
    const run = await alpha.request({
      method: 'POST',
      url: `${runs}/loan-figures`,
      payload: { rate: 0.06, months: 36, amount: 20000 },
    });
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json()).toEqual({
      // 20,000 at 6 % a year over 36 months, as LibreOffice's PMT: 608.44 a month.
      payment: 608.44,
      shown: '€608.44',
      // IRR(-1000; 300; 400; 500): 8.90 %, where the three flows discount to 1,000.
      irr: 0.089,
      unknown: expect.stringMatching(/^Unknown finance function sum: one of .*pmt/),
      invalid: expect.stringMatching(/^Invalid arguments of pmt/),
    });
  });

  it('answers a script by the name it runs under: the active one of that name, to its tenant alone', async () => {
    const older = await save(alpha, {
      name: 'contract-layout',
      type: 'LAYOUT',
      code: 'function execute() { return 1; }',
    });
    const byName = async (client: TestClient, name: string) =>
      client.request({ method: 'GET', url: `${scripts}/${name}` });
    expect((await byName(alpha, 'contract-layout')).json()).toMatchObject({
      registration: older.registration,
    });
    const disabled = await alpha.request({
      method: 'GET',
      url: `${scripts}/${older.registration}/transitions/DISABLE`,
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    const newer = await save(alpha, {
      name: 'contract-layout',
      type: 'LAYOUT',
      code: 'function execute() { return 2; }',
    });
    const found = await byName(alpha, 'contract-layout');
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toMatchObject({
      registration: newer.registration,
      status: 'ACTIVE',
      code: 'function execute() { return 2; }',
    });
    // Its registration still names the one it is, whatever its name.
    expect((await byName(alpha, older.registration)).json()).toMatchObject({ status: 'INACTIVE' });
    const elsewhere = await byName(beta, 'contract-layout');
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().code).toBe('ENTITY_REGISTRATION_NOT_FOUND');
  });

  it("serves a layout script's code to every user of its tenant, and no other kind", async () => {
    await alpha.request({
      method: 'POST',
      url: '/api/core/users',
      payload: { username: 'clerk@scripts-alpha', firstName: 'Clara', lastName: 'Clerk' },
    });
    const clerk = await testApp.userClient('scripts-alpha', 'clerk@scripts-alpha');
    const layout = 'function execute(params) { return params.layout; }';
    await save(alpha, { name: 'person-layout', type: 'LAYOUT', code: layout });
    await save(alpha, { name: 'secret-rule', code: 'function execute() { return 42; }' });
    // The clerk may not read scripts, only be served the layouts.
    expect((await clerk.request({ method: 'GET', url: `${scripts}/person-layout` })).statusCode).toBe(403);
    const served = await clerk.request({ method: 'GET', url: '/api/script/layouts/person-layout' });
    expect(served.statusCode, served.body).toBe(200);
    expect(served.json()).toEqual({ name: 'person-layout', code: layout });
    const business = await clerk.request({ method: 'GET', url: '/api/script/layouts/secret-rule' });
    expect(business.statusCode).toBe(404);
    expect(business.json().code).toBe('SCRIPT_NOT_FOUND');
    expect((await beta.request({ method: 'GET', url: '/api/script/layouts/person-layout' })).statusCode).toBe(
      404,
    );
  });

  it("runs a script under the names its tenant's scriptAliases document gives it", async () => {
    const run = (client: TestClient, name: string) =>
      client.request({ method: 'GET', url: `${runs}/${name}?who=Ada` });
    // Read once before the document exists: its writing must reach the kept scripts.
    expect((await run(alpha, 'bonjour')).statusCode).toBe(404);
    await testApp.configure(alpha, 'scriptAliases', { bonjour: 'hello-world' });
    const aliased = await run(alpha, 'bonjour');
    expect(aliased.statusCode, aliased.body).toBe(200);
    expect(aliased.json()).toEqual((await run(alpha, 'hello-world')).json());
    const elsewhere = await run(beta, 'bonjour');
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().code).toBe('SCRIPT_NOT_FOUND');
  });

  it('runs the address and registration scripts the spec calls by name', async () => {
    const run = async (name: string, payload: Record<string, unknown>) => {
      const answer = await alpha.request({ method: 'POST', url: `${runs}/${name}`, payload });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json();
    };
    const parsed = await run('string-to-address', {
      value: '12 rue de la Paix,  75002 Paris',
      country: 'FR',
    });
    expect(parsed).toEqual({
      type: 'MAIN',
      country: 'FR',
      address1: '12 rue de la Paix',
      streetNumber: '12',
      streetName: 'rue de la Paix',
      zipcode: '75002',
      city: 'Paris',
    });
    expect(await run('address-to-string', { address: parsed })).toBe('12 rue de la Paix, 75002 Paris, FR');
    expect(
      await run('address-to-string', {
        address: { streetNumber: 4, streetType: 'avenue', streetName: 'Foch', city: 'Lyon' },
      }),
    ).toBe('4 avenue Foch, Lyon');

    // Valid keys: a SIREN, a SIRET of it, and two of La Poste's establishments (by the Luhn key, and by
    // the sum of digits their shared SIREN allows).
    expect(await run('personRegistration-format-check', { type: 'SIREN', value: '552 100 554' })).toEqual({
      valid: true,
    });
    expect(await run('personRegistration-format-check', { type: 'SIRET', value: '55210055400013' })).toEqual({
      valid: true,
    });
    expect(await run('personRegistration-format-check', { type: 'SIRET', value: '35600000000048' })).toEqual({
      valid: true,
    });
    expect(await run('personRegistration-format-check', { type: 'SIREN', value: '552100555' })).toEqual({
      valid: false,
      message: 'Invalid SIREN key',
    });
    expect(await run('personRegistration-format-check', { type: 'SIRET', value: '1234' })).toEqual({
      valid: false,
      message: 'SIRET has 14 digits',
    });
  });

  it("runs a tenant's business script on its own data, with its own refusal, unseen by another tenant", async () => {
    const saved = await save(alpha, { name: 'credit-check', code: creditCheck });
    expect(saved.type).toBe('BUSINESS');
    const client = (
      await alpha.request({
        method: 'POST',
        url: '/api/person/persons',
        payload: { type: 'C', name: 'Acme' },
      })
    ).json<{ registration: string }>();
    await alpha.request({
      method: 'POST',
      url: contracts,
      payload: { name: 'Crane lease', clientRegistration: client.registration },
    });

    const accepted = await alpha.request({
      method: 'POST',
      url: `${runs}/credit-check`,
      payload: { client: client.registration, amount: 20_000 },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ accepted: true, contracts: 1 });
    const refused = await alpha.request({
      method: 'POST',
      url: `${runs}/credit-check`,
      payload: { client: client.registration, amount: 80_000 },
    });
    expect(refused.json()).toEqual({
      status: 422,
      code: 'SCRIPT_FAILED',
      message: 'Script credit-check failed: Above the limit of 50,000 EUR: refer to the committee',
    });

    // What it logged, and its refusal, are its log lines, for its tenant alone.
    await testApp.app.logBook.flush();
    const lines = (
      await alpha.request({
        method: 'GET',
        url: '/api/script/logs?scriptName=credit-check&sort=registration&range=0-9',
      })
    ).json<Record<string, unknown>[]>();
    expect(lines.map(({ level, output }) => `${level} ${output}`)).toEqual([
      `INFO contracts of ${client.registration} 1`,
      // The refused run logged before it refused: its line is kept with its error.
      `INFO contracts of ${client.registration} 1`,
      'ERROR Script credit-check failed: Above the limit of 50,000 EUR: refer to the committee',
    ]);
    expect(lines[0]).toMatchObject({ type: 'RUN', username: alpha.username, requestId: expect.any(String) });
    const expires = Date.parse(String(lines[0]?.expirationDate)) - Date.now();
    expect(expires).toBeGreaterThan(6 * 86_400_000);
    expect(
      (await beta.request({ method: 'GET', url: '/api/script/logs?scriptName=credit-check' })).json(),
    ).toEqual([]);

    const elsewhere = await beta.request({ method: 'POST', url: `${runs}/credit-check`, payload: {} });
    expect(elsewhere.json()).toMatchObject({
      status: 404,
      code: 'SCRIPT_NOT_FOUND',
      message: 'No script "credit-check"',
    });
  });

  it("reads and writes with the caller's rights only, and runs only active scripts", async () => {
    await save(alpha, { name: 'count-contracts', code: creditCheck });
    await testApp.configure(alpha, 'profilesPermissions', {
      SCRIPTS_ONLY: ['read /api/script/runs'],
    });
    await alpha.request({
      method: 'POST',
      url: '/api/core/users',
      payload: { username: 'runner@scripts-alpha', profiles: ['SCRIPTS_ONLY'] },
    });
    const limited = await testApp.userClient('scripts-alpha', 'runner@scripts-alpha');
    const denied = await limited.request({
      method: 'POST',
      url: `${runs}/count-contracts`,
      payload: { amount: 1 },
    });
    expect(denied.json()).toMatchObject({
      status: 422,
      code: 'SCRIPT_FAILED',
      message: "Script count-contracts failed: Permission 'read /api/financing/contracts' is required",
    });

    const retired = await save(alpha, { name: 'retired', code: 'function execute() { return 1; }' });
    expect((await alpha.request({ method: 'GET', url: `${runs}/retired` })).json()).toBe(1);
    const disabled = await alpha.request({
      method: 'GET',
      url: `${scripts}/${retired.registration}/transitions/DISABLE`,
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect((await alpha.request({ method: 'GET', url: `${runs}/retired` })).json()).toMatchObject({
      code: 'SCRIPT_NOT_FOUND',
    });
  });

  it("test-runs a script's stored code or the editor's, answering result, lines and duration or the error", async () => {
    const script = await save(alpha, {
      name: 'tested',
      code: "function execute(p, context) { context.log('given', p.n); return p.n * 2; }",
    });
    const test = (client: TestClient, body: Record<string, unknown>) =>
      client.request({ method: 'POST', url: `${scripts}/${script.registration}/test`, payload: body });
    const stored = await test(alpha, { params: { n: 21 } });
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json()).toMatchObject({ result: 42, logs: [{ level: 'info', message: 'given 21' }] });
    expect(stored.json().durationMs).toBeGreaterThan(0);

    const edited = await test(alpha, {
      params: { n: 1 },
      code: "function execute(p, context) { context.warn('about to fail'); return p.missing.field; }",
    });
    expect(edited.json()).toEqual({
      error: {
        code: 'SCRIPT_FAILED',
        message: "Script tested failed: cannot read property 'field' of undefined",
      },
      logs: [{ level: 'warn', message: 'about to fail' }],
    });
    // The stored code is unchanged, and a test run leaves no log line.
    expect((await test(alpha, { params: { n: 2 } })).json().result).toBe(4);
    await testApp.app.logBook.flush();
    expect(
      (await alpha.request({ method: 'GET', url: '/api/script/logs?scriptName=tested' })).json(),
    ).toEqual([]);

    expect((await test(beta, { params: {} })).json()).toMatchObject({ status: 404 });
    const limited = await testApp.userClient('scripts-alpha', 'runner@scripts-alpha');
    expect((await test(limited, { params: {} })).json()).toMatchObject({ status: 403, code: 'FORBIDDEN' });
  });

  it('stops an infinite loop at its time limit while other requests are answered at once', async () => {
    await save(alpha, { name: 'forever', code: 'function execute() { for (;;) {} }' });
    const started = Date.now();
    const looping = alpha.request({ method: 'GET', url: `${runs}/forever` });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const pingStarted = Date.now();
    const ping = await testApp.app.inject({ method: 'GET', url: '/api/core/ping' });
    expect(ping.statusCode).toBe(200);
    expect(Date.now() - pingStarted).toBeLessThan(300);
    const stopped = await looping;
    expect(stopped.json()).toEqual({
      status: 422,
      code: 'SCRIPT_TIME_LIMIT',
      message: 'Script forever ran past its time limit of 1000 ms and was stopped',
    });
    expect(Date.now() - started).toBeLessThan(3_000);
    expect((await alpha.request({ method: 'GET', url: `${runs}/hello-world?who=again` })).statusCode).toBe(
      200,
    );
    expect((await alpha.request({ method: 'GET', url: `${runs}/no such script` })).json()).toMatchObject({
      code: 'SCRIPT_NOT_FOUND',
    });
  });
});

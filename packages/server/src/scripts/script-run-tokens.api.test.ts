import { profilesPermissionsDocument } from '@lessor/domain/permissions';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { describeOnEachDatabase, type TestClient } from '../testing/index.ts';

const runTokens = '/api/script/run-tokens';
const runs = '/api/script/runs';

/** A token's payload rewritten, its signature kept: what a holder of the address could try. */
function rewritten(token: string, change: Record<string, unknown>): string {
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8'));
  const forged = Buffer.from(JSON.stringify({ ...claims, ...change })).toString('base64url');
  return [header, forged, signature].join('.');
}

describeOnEachDatabase('script run tokens on the $name database', {}, (testApp) => {
  let alpha: TestClient;
  let beta: TestClient;

  const tokenFor = async (client: TestClient, name: string) => {
    const answer = await client.request({ method: 'POST', url: runTokens, payload: { name } });
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json<{ token: string; expiresAt: string }>().token;
  };
  /** A new tab's request: no session header, the token in the query. */
  const runWith = (name: string, query: string) =>
    testApp.app.inject({ method: 'GET', url: `${runs}/${name}?${query}` });
  const expectRefused = (answer: Awaited<ReturnType<typeof runWith>>) =>
    expect(answer.json(), answer.body).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });

  beforeAll(async () => {
    alpha = await testApp.tenantClient('run-tokens-alpha');
    beta = await testApp.tenantClient('run-tokens-beta');
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it("gives an admin a token of a minute that runs the script in a new tab, as the admin and in the admin's tenant", async () => {
    const asked = await alpha.request({ method: 'POST', url: runTokens, payload: { name: 'hello-world' } });
    expect(asked.statusCode, asked.body).toBe(201);
    const { token, expiresAt } = asked.json<{ token: string; expiresAt: string }>();
    const lifetime = Date.parse(expiresAt) - Date.now();
    expect(lifetime).toBeGreaterThan(50_000);
    expect(lifetime).toBeLessThanOrEqual(60_000);

    const run = await runWith('hello-world', `who=Ada&token=${token}`);
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json()).toEqual({ message: 'Hello Ada!', tenant: 'run-tokens-alpha' });
    // The session is never renewed into an answer whoever holds the address reads.
    expect(run.headers.authorization).toBeUndefined();
    const anonymous = await runWith('hello-world', `token=${token}`);
    expect(anonymous.json().message).toBe(`Hello ${alpha.username}!`);
  });

  it('refuses a token for another name, rewritten, expired, or used as a session, as it refuses no session', async () => {
    const token = await tokenFor(alpha, 'hello-world');
    expectRefused(await runWith('address-to-string', `token=${token}`));
    expectRefused(await runWith('hello-world', `token=${rewritten(token, { run: 'address-to-string' })}`));
    expectRefused(
      await runWith('address-to-string', `token=${rewritten(token, { run: 'address-to-string' })}`),
    );
    expectRefused(await runWith('hello-world', `token=${token.slice(0, -4)}AAAA`));
    const [, payload] = token.split('.');
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    expectRefused(await runWith('hello-world', `token=${unsigned}`));
    expectRefused(await runWith('hello-world', 'token='));
    // Runs by POST and every other route want the session itself.
    expectRefused(await testApp.app.inject({ method: 'POST', url: `${runs}/hello-world?token=${token}` }));
    const asSession = await testApp.app.inject({
      method: 'GET',
      url: '/api/core/users/current',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(asSession.statusCode).toBe(401);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    expectRefused(await runWith('hello-world', `token=${token}`));
  });

  it("runs in the token's own tenant, which a rewritten token cannot change", async () => {
    await beta.request({
      method: 'POST',
      url: '/api/script/scripts',
      payload: { name: 'hello-world', code: 'function execute(p) { return "Bonjour " + p.who; }' },
    });
    const fromAlpha = await tokenFor(alpha, 'hello-world');
    const fromBeta = await tokenFor(beta, 'hello-world');
    expect((await runWith('hello-world', `who=Ada&token=${fromAlpha}`)).json()).toMatchObject({
      tenant: 'run-tokens-alpha',
    });
    expect((await runWith('hello-world', `who=Ada&token=${fromBeta}`)).json()).toBe('Bonjour Ada');
    expectRefused(await runWith('hello-world', `token=${rewritten(fromAlpha, { tenant: beta.tenant })}`));
    expectRefused(await runWith('hello-world', `token=${rewritten(fromBeta, { tenant: alpha.tenant })}`));
    // With a session, the session runs it: another tenant's token changes nothing.
    const withSession = await alpha.request({
      method: 'GET',
      url: `${runs}/hello-world?who=Ada&token=${fromBeta}`,
    });
    expect(withSession.json()).toEqual({ message: 'Hello Ada!', tenant: 'run-tokens-alpha' });
  });

  it('ends with the session that asked for it', async () => {
    const other = await testApp.userClient(alpha.tenant, alpha.username);
    const token = await tokenFor(other, 'hello-world');
    expect((await runWith('hello-world', `token=${token}`)).statusCode).toBe(200);
    expect((await other.request({ method: 'GET', url: '/api/core/auth/logout' })).statusCode).toBe(204);
    expectRefused(await runWith('hello-world', `token=${token}`));
  });

  it("gives a clerk a token only when the tenant's allowOpenQueryToken is on, and runs with the clerk's rights", async () => {
    await testApp.configure(alpha, profilesPermissionsDocument, { RUNNER: ['read /api/script/runs'] });
    const users = [
      { username: 'runner@run-tokens-alpha', profiles: ['RUNNER'] },
      { username: 'clerk@run-tokens-alpha', profiles: [] },
    ];
    for (const payload of users) await alpha.request({ method: 'POST', url: '/api/core/users', payload });
    const runner = await testApp.userClient(alpha.tenant, 'runner@run-tokens-alpha');
    const clerk = await testApp.userClient(alpha.tenant, 'clerk@run-tokens-alpha');
    const refused = await runner.request({
      method: 'POST',
      url: runTokens,
      payload: { name: 'hello-world' },
    });
    expect(refused.json(), refused.body).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    await testApp.configure(alpha, 'user-configuration', { options: { allowOpenQueryToken: false } });
    expect(
      (await runner.request({ method: 'POST', url: runTokens, payload: { name: 'hello-world' } })).statusCode,
    ).toBe(403);

    await testApp.configure(alpha, 'user-configuration', { options: { allowOpenQueryToken: true } });
    const run = await runWith('hello-world', `token=${await tokenFor(runner, 'hello-world')}`);
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json()).toEqual({ message: 'Hello runner@run-tokens-alpha!', tenant: 'run-tokens-alpha' });
    // A user who may not run scripts gets a token, and the run refuses them as it would their session.
    const notRunner = await runWith('hello-world', `token=${await tokenFor(clerk, 'hello-world')}`);
    expect(notRunner.json(), notRunner.body).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    await testApp.configure(alpha, 'user-configuration', {});
  });

  it('keeps the token out of the script params and out of the access log', async () => {
    const saved = await alpha.request({
      method: 'POST',
      url: '/api/script/scripts',
      payload: { name: 'echo-params', code: 'function execute(params) { return params; }' },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const token = await tokenFor(alpha, 'echo-params');
    const run = await runWith('echo-params', `who=Ada&token=${token}`);
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json()).toEqual({ who: 'Ada' });
    const withSession = await alpha.request({
      method: 'GET',
      url: `${runs}/echo-params?who=Ada&token=${token}`,
    });
    expect(withSession.json()).toEqual({ who: 'Ada' });

    await testApp.app.logBook.flush();
    const lines = await alpha.request({ method: 'GET', url: '/api/system/access-logs?range=0-199' });
    const urls = lines.json<{ url: string }[]>().map((line) => line.url);
    expect(urls).toContain(`${runs}/echo-params?who=Ada&token=…`);
    expect(urls.filter((url) => url.includes(token))).toEqual([]);
  });

  it('refuses a body that names no script', async () => {
    for (const payload of [{}, { name: '' }, { name: 'hello-world', extra: 1 }]) {
      const answer = await alpha.request({ method: 'POST', url: runTokens, payload });
      expect(answer.statusCode, answer.body).toBe(400);
    }
  });
});

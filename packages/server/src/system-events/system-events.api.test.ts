import type { EntityRecord } from '@lessor/domain/api';
import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase, type TestClient } from '../testing/index.ts';

const systemEvents = '/api/system/system-events';

describeOnEachDatabase('system events on the $name database', (testApp) => {
  let alpha: TestClient;
  let beta: TestClient;

  beforeAll(async () => {
    alpha = await testApp.tenantClient('alpha');
    beta = await testApp.tenantClient('beta');
  });

  // Events are written after the answer, off its path: the list shows them a moment later.
  const eventsOf = async (client: TestClient, type: string): Promise<EntityRecord[]> => {
    const response = await client.request({ method: 'GET', url: `${systemEvents}?type=${type}&range=0-99` });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const messagesOf = async (client: TestClient, type: string) =>
    (await eventsOf(client, type)).map((event) => event.message);

  it('records each sign-in in the signed-in user’s tenant only', async () => {
    await expect
      .poll(() => messagesOf(alpha, 'SIGN_IN'))
      .toContain('admin@alpha signed in with a sign-in link');
    const [event] = await eventsOf(alpha, 'SIGN_IN');
    expect(event).toMatchObject({ level: 'INFO', status: 'ACTIVE' });
    expect(new Date(String(event?.date)).getTime()).not.toBeNaN();
    await expect
      .poll(() => messagesOf(beta, 'SIGN_IN'))
      .toContain('admin@beta signed in with a sign-in link');
    expect(await messagesOf(beta, 'SIGN_IN')).not.toContain('admin@alpha signed in with a sign-in link');
  });

  it('records a configuration document written', async () => {
    const written = await alpha.request({
      method: 'PUT',
      url: '/api/core/configuration-documents/cron-list',
      payload: { value: { crons: [] } },
    });
    expect(written.statusCode).toBe(200);
    await expect
      .poll(() => messagesOf(alpha, 'CONFIGURATION'))
      .toContain('Configuration document "cron-list" changed');
    expect(await messagesOf(beta, 'CONFIGURATION')).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableTestDatabases, startTestApp, type TestApp, type TestClient } from '../testing/index.ts';

const publicUrl = 'https://lessor.example.com';
const forged = 'attacker.example';

describe.each(await availableTestDatabases())('links sent to others on the $name database', (database) => {
  let testApp: TestApp;
  let client: TestClient;

  beforeAll(async () => {
    testApp = await startTestApp(await database.open(), { publicUrl });
    client = await testApp.tenantClient('links');
  });
  afterAll(() => testApp.close());

  it("builds a partner's invitation link on the configured public URL, whatever the request's Host says", async () => {
    const answer = await client.request({
      method: 'POST',
      url: '/api/script/runs/onboard-partner',
      headers: { host: forged, 'x-forwarded-host': forged, 'x-forwarded-proto': 'http' },
      payload: { companyName: 'Garage Martin', email: 'contact@garage-martin.fr' },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const { body } = answer.json();
    expect(body).toMatch(
      /Register here: https:\/\/lessor\.example\.com\/self-registration\?token=[0-9a-f]{32}$/,
    );
    const stored = (
      await client.request({ method: 'GET', url: '/api/communication/communications?range=0-99' })
    ).json();
    expect(JSON.stringify(stored)).not.toContain(forged);
  });
});

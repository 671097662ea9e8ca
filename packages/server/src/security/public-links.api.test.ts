import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase, type TestClient } from '../testing/index.ts';

const publicUrl = 'https://lessor.example.com';
const forged = 'attacker.example';

describeOnEachDatabase('links sent to others on the $name database', { publicUrl }, (testApp) => {
  let client: TestClient;

  beforeAll(async () => {
    client = await testApp.tenantClient('links');
  });

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
      /Register here: https:\/\/lessor\.example\.com\/self-registration\?tenant=[\w-]+&token=[\w-]{32}\n/,
    );
    const stored = (
      await client.request({ method: 'GET', url: '/api/communication/communications?range=0-99' })
    ).json();
    expect(JSON.stringify(stored)).not.toContain(forged);
  });
});

import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase, type TestClient } from '../testing/index.ts';

const caches = '/api/core/caches';

interface CacheState {
  name: string;
  kept: boolean;
  expiresAt: string | null;
}

describeOnEachDatabase(
  "the server's caches of a tenant, shown and cleared on the $name database",
  (testApp) => {
    let alpha: TestClient;
    let beta: TestClient;

    beforeAll(async () => {
      alpha = await testApp.tenantClient('caches-alpha');
      beta = await testApp.tenantClient('caches-beta');
    });

    const stateOf = async (client: TestClient, name: string) => {
      const answer = await client.request({ method: 'GET', url: caches });
      expect(answer.statusCode).toBe(200);
      return (answer.json() as CacheState[]).find((cache) => cache.name === name);
    };
    /** Runs a script by name and lists persons: the tenant's scripts and extra fields are then kept. */
    const work = async (client: TestClient) => {
      const run = await client.request({ method: 'GET', url: '/api/script/runs/hello-world?who=Ada' });
      expect(run.statusCode).toBe(200);
      expect((await client.request({ method: 'GET', url: '/api/person/persons' })).statusCode).toBe(200);
    };

    it('shows what is kept of the tenant, until when, and forgets it for that tenant alone', async () => {
      await work(alpha);
      await work(beta);
      const scripts = await stateOf(alpha, 'Scripts');
      expect(scripts).toMatchObject({ kept: true });
      expect(Date.parse(scripts?.expiresAt ?? '')).toBeGreaterThan(Date.now());
      expect(await stateOf(alpha, 'Collection extension')).toMatchObject({ kept: true });

      const cleared = await alpha.request({ method: 'DELETE', url: caches });
      expect(cleared.statusCode).toBe(204);
      expect(await stateOf(alpha, 'Scripts')).toEqual({ name: 'Scripts', kept: false, expiresAt: null });
      expect(await stateOf(alpha, 'Collection extension')).toMatchObject({ kept: false });
      // Another tenant's copies stay.
      expect(await stateOf(beta, 'Scripts')).toMatchObject({ kept: true });

      // The next request reads the tenant's configuration again, and keeps it.
      await work(alpha);
      expect(await stateOf(alpha, 'Scripts')).toMatchObject({ kept: true });
    });

    it('is for administrators', async () => {
      const username = 'clerk@caches-alpha';
      await alpha.request({
        method: 'POST',
        url: '/api/core/users',
        payload: { username, email: username, profiles: ['CLERK'] },
      });
      const clerk = await testApp.userClient('caches-alpha', username);
      expect((await clerk.request({ method: 'GET', url: caches })).statusCode).toBe(403);
      expect((await clerk.request({ method: 'DELETE', url: caches })).statusCode).toBe(403);
    });
  },
);

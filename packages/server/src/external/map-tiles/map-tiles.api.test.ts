import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../testing/index.ts';

const mapTilesUrl = 'http://127.0.0.1:4555/tiles/{z}/{x}/{y}.png';

describeOnEachDatabase('map tiles on the $name database', { mapTilesUrl }, (testApp) => {
  it('tells where tiles come from, and lets images come from that origin alone', async () => {
    const client = await testApp.tenantClient('maptiles');
    const response = await client.request({ method: 'GET', url: '/api/external/map-tiles' });
    expect(response.json()).toEqual({ urlTemplate: mapTilesUrl });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("img-src 'self' data: blob: http://127.0.0.1:4555;");
    expect(policy).not.toMatch(/img-src[^;]*\*/);
  });
});

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expectNoSeriousViolations } from './accessibility.ts';
import { callApi, createRecord, onePixelPng } from './detail-records.ts';
import { expect, test as shellTest } from './shell-fixtures.ts';

/**
 * The national address base as its public API answers (api-adresse.data.gouv.fr, "API Adresse"
 * v1: `/search/` and `/reverse/` answer a GeoJSON FeatureCollection), for one address in Amiens.
 */
const amiens = {
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [2.290084, 49.897443] },
  properties: {
    label: '8 Boulevard du Port 80000 Amiens',
    score: 0.49,
    housenumber: '8',
    id: '80021_6590_00008',
    type: 'housenumber',
    name: '8 Boulevard du Port',
    postcode: '80000',
    citycode: '80021',
    city: 'Amiens',
    context: '80, Somme, Hauts-de-France',
    street: 'Boulevard du Port',
  },
};

/** Any tile the map asks for. */
const tile = onePixelPng;

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

interface StandIns {
  banUrl: string;
  tilesUrl: string;
  tilesServed: () => number;
}

const test = shellTest.extend<object, { standIns: StandIns }>({
  standIns: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern.
    async ({}, use) => {
      const ban = createServer((request, response) => {
        const url = new URL(request.url ?? '/', 'http://ban.test');
        const q = url.searchParams.get('q')?.toLowerCase() ?? '';
        const found = url.pathname === '/reverse/' || amiens.properties.label.toLowerCase().includes(q);
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({ type: 'FeatureCollection', version: 'draft', features: found ? [amiens] : [] }),
        );
      });
      let served = 0;
      const tiles = createServer((_request, response) => {
        served += 1;
        response.writeHead(200, { 'content-type': 'image/png' });
        response.end(tile);
      });
      await use({ banUrl: await listen(ban), tilesUrl: await listen(tiles), tilesServed: () => served });
      ban.close();
      tiles.close();
    },
    { scope: 'worker' },
  ],
  shellServerEnvironment: [
    async ({ standIns }, use) =>
      use({ LESSOR_BAN_URL: standIns.banUrl, LESSOR_MAP_TILES_URL: `${standIns.tilesUrl}/{z}/{x}/{y}.png` }),
    { scope: 'worker' },
  ],
});

test('a clerk types part of an address, picks it, sees it filled and on the map, and saves it', async ({
  shell,
  standIns,
}) => {
  const violations: string[] = [];
  shell.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
  });
  await shell.goto('/persons');
  const documentPath = '/api/core/configuration-documents/tenant-config';
  const before = await callApi(shell, 'GET', documentPath);
  const previous =
    before.status === 200 ? ((before.body as { value?: Record<string, unknown> }).value ?? {}) : {};
  expect(
    (
      await callApi(shell, 'PUT', documentPath, {
        value: { ...previous, addressLookup: { provider: 'ban' } },
      })
    ).status,
  ).toBe(200);
  try {
    const person = await createRecord(shell, '/api/person/persons', { type: 'C', name: 'Located Co' });
    await shell.goto(`/person/${person.registration}`);
    const card = shell.getByRole('region', { name: 'Addresses' });
    await card.getByRole('button', { name: 'Edit Addresses' }).click();
    const dialog = shell.getByRole('dialog', { name: 'Addresses' });
    await dialog.getByRole('button', { name: 'Add address' }).click();
    const address = dialog.getByRole('group', { name: 'Address 1' });
    await address.getByRole('combobox', { name: 'Type' }).click();
    await shell.getByRole('option', { name: 'Main' }).click();
    await address.getByLabel('Search an address').fill('boulevard du port');
    const suggestion = shell.getByRole('option', { name: '8 Boulevard du Port 80000 Amiens' });
    await expect(suggestion).toBeVisible();
    await expectNoSeriousViolations(shell);
    // Chosen from the keyboard, as the list offers it.
    await address.getByLabel('Search an address').press('ArrowDown');
    await address.getByLabel('Search an address').press('Enter');
    await expect(address.getByLabel('Address line 1')).toHaveValue('8 Boulevard du Port');
    await expect(address.getByLabel('Postcode')).toHaveValue('80000');
    await expect(address.getByLabel('City')).toHaveValue('Amiens');
    await expect(address.getByLabel('Country')).toHaveValue('France');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();

    await card.getByRole('button', { name: 'Map' }).click();
    const map = shell.getByRole('dialog', { name: 'Map' });
    await expect(map.getByRole('region', { name: 'Map' })).toHaveAttribute('data-markers', '1');
    const tiles = map.locator('img.leaflet-tile');
    await expect(tiles.first()).toBeVisible();
    await expect
      .poll(() =>
        tiles.evaluateAll((images) =>
          images.every(
            (image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0,
          ),
        ),
      )
      .toBe(true);
    expect(await tiles.first().getAttribute('src')).toContain(standIns.tilesUrl);
    expect(standIns.tilesServed()).toBeGreaterThan(0);
    await expectNoSeriousViolations(shell);
    expect(violations).toEqual([]);

    await shell.keyboard.press('Escape');
    await expect(map).toBeHidden();
    await shell.getByRole('main').getByRole('button', { name: 'Save' }).click();
    const savedAddresses = async () =>
      (
        (await callApi(shell, 'GET', `/api/person/persons/${person.registration}`)).body as {
          addresses?: unknown;
        }
      ).addresses;
    await expect.poll(savedAddresses).toEqual([
      expect.objectContaining({
        type: 'MAIN',
        address1: '8 Boulevard du Port',
        cityCode: '80021',
        country: 'FR',
        location: { type: 'POINT', coordinates: [2.290084, 49.897443] },
      }),
    ]);
  } finally {
    await callApi(shell, 'PUT', documentPath, { value: previous });
  }
});

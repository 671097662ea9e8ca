import {
  type FakeCompanyRegistry,
  startFakeCompanyRegistry,
} from '../../packages/server/src/testing/fake-company-registry.ts';
import { expectNoSeriousViolations } from './accessibility.ts';
import { callApi } from './detail-records.ts';
import { companyRegistryPort, expect, test } from './shell-fixtures.ts';

// The French company registry on the port this worker's server was told (shell-fixtures.ts).
let registry: FakeCompanyRegistry;
// biome-ignore lint/correctness/noEmptyPattern: Playwright reads which fixtures a hook destructures.
test.beforeAll(async ({}, { parallelIndex }) => {
  registry = await startFakeCompanyRegistry(companyRegistryPort(parallelIndex));
});
test.afterAll(async () => registry.close());

test('a clerk types part of a SIREN, picks the company and saves the person it fills', async ({ shell }) => {
  await shell.goto('/person');
  // The worker's first page waits for its server's first answers.
  await expect(shell.getByRole('heading', { level: 1, name: 'New person' })).toBeVisible({ timeout: 30_000 });
  // A new person is a company by default.
  const registration = shell.getByRole('combobox', { name: 'Registration number' });
  await registration.fill('732 829');
  const suggestions = shell.getByRole('listbox', { name: 'Companies found' });
  await expect(suggestions.getByRole('option')).toHaveText([
    'ATELIERS DUPONT ET FILS (ADF) · 732829320 · LYON',
    'TRANSPORTS DUPONT · 732829338 · GRENOBLE (ceased)',
  ]);
  expect(registry.calls.at(-1)).toBe('/search?q=732829&per_page=10&page=1');
  await expectNoSeriousViolations(shell);

  // Hiding ceased companies asks again, and only the active one is offered.
  await registration.press('Escape');
  await expect(suggestions).toBeHidden();
  await shell.getByRole('checkbox', { name: 'Hide ceased companies' }).check();
  await expect(suggestions.getByRole('option')).toHaveText([
    'ATELIERS DUPONT ET FILS (ADF) · 732829320 · LYON',
  ]);
  expect(registry.calls.at(-1)).toContain('etat_administratif=A');

  // Chosen with the keyboard.
  await registration.focus();
  await registration.press('ArrowDown');
  await registration.press('Enter');
  await expect(registration).toHaveValue('732829320');
  await expect(shell.locator('#field-name')).toHaveValue('ATELIERS DUPONT ET FILS');
  await expect(shell.locator('#field-activityCode')).toHaveValue('28.22Z');
  await expect(shell.getByText(/12 RUE DES FORGES.*LYON/)).toBeVisible();

  await shell.keyboard.press('Control+s');
  await expect(shell).toHaveURL(/\/person\/732829320$/);
  const saved = await callApi(shell, 'GET', '/api/person/persons/732829320');
  expect(saved.status).toBe(200);
  expect(saved.body).toMatchObject({
    name: 'ATELIERS DUPONT ET FILS',
    legalForm: '6CHY',
    activityCode: '28.22Z',
    addresses: [
      { type: 'MAIN', addressLine: '12 RUE DES FORGES 69007 LYON', zipcode: '69007', city: 'LYON' },
    ],
    registrations: [
      { type: 'SIR', registration: '73282932000074' },
      { type: 'EVA', registration: 'FR44732829320' },
    ],
    company: { registrationCountry: 'FR', creationDate: '1998-03-12T00:00:00.000Z', naceCode: '28.22' },
  });
});

test('a registry that fails stops the loading and shows the server message', async ({ shell }) => {
  registry.failing = true;
  try {
    await shell.goto('/person');
    await shell.getByRole('combobox', { name: 'Registration number' }).fill('552032');
    await expect(
      shell.getByText('The company registry did not answer as expected: status 503'),
    ).toBeVisible();
    await expect(shell.getByRole('status', { name: 'Loading' })).toHaveCount(0);
    await expect(shell.getByRole('listbox', { name: 'Companies found' })).toHaveCount(0);
  } finally {
    registry.failing = false;
  }
});

test("a number typed with a trigram names its first registration's type", async ({ shell }) => {
  await shell.goto('/person');
  await shell.getByRole('combobox', { name: 'Registration number' }).fill('EVAFR44732829320');
  const registrations = shell.getByRole('group', { name: 'Registrations', exact: true });
  await expect(registrations).toContainText('EVA FR44732829320');
  // Typed again with another trigram, the same first registration changes its type only.
  await shell.getByRole('combobox', { name: 'Registration number' }).fill('SIR732829320');
  await expect(registrations).toContainText('SIR FR44732829320');
});

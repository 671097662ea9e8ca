import { expectNoSeriousViolations } from './accessibility.ts';
import { callApi, openInBritishEnglish } from './detail-records.ts';
import { preloaded, serviceWorkerReady, worksOffline } from './offline-tenant.ts';
import { expect, navigateInApp, test } from './shell-fixtures.ts';

// The day's pages come from the application's service worker once the network is gone.
test.use({ serviceWorkers: 'allow' });

interface Contract {
  registration: string;
  name: string;
  clientRegistration?: string;
  assets?: { assetRegistration: string }[];
}

test('a salesperson opens a preloaded contract, adds a client and a contract for it and edits an asset offline; back online, each is on the server once, even when an answer is lost', async ({
  shell,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  await worksOffline(shell);
  await openInBritishEnglish(shell, '/contracts');
  await preloaded(shell);
  // The last contracts changed are preloaded: one of them with its asset.
  const last = (await callApi(shell, 'GET', '/api/financing/contracts?range=0-9&sort=-_updateDate'))
    .body as Contract[];
  const preloadedContract = last.find((contract) => (contract.assets ?? []).length > 0);
  const asset = preloadedContract?.assets?.[0]?.assetRegistration;
  if (!preloadedContract || !asset) throw new Error('no contract with an asset among the last ten');

  // The application's code is in the browser, its service worker serving it, before the network goes.
  await serviceWorkerReady(shell);

  await shell.context().setOffline(true);
  await navigateInApp(shell, `/contract/${preloadedContract.registration}`);
  // The warning that says so lasts 5 s (offline-mode.spec.ts reads it); the badge stays.
  await expect(shell.getByRole('status').filter({ hasText: /^Offline$/ })).toBeVisible();
  await expect(shell.getByRole('textbox', { name: 'Name', exact: true }).first()).toHaveValue(
    preloadedContract.name,
  );

  // An asset of the contract, opened from what was preloaded with it, and changed.
  await navigateInApp(shell, `/asset/${asset}`);
  await expect(shell.getByRole('heading', { level: 1 })).toContainText(asset);
  const invoiceNumber = shell.getByRole('textbox', { name: 'Invoice number', exact: true });
  await invoiceNumber.fill(`FA-FIELD-${stamp}`);
  await shell.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(invoiceNumber).toHaveValue(`FA-FIELD-${stamp}`);

  // A new client, added from the contract's Client picker, and the contract for it.
  const lastName = `Fieldclient${stamp}`;
  await navigateInApp(shell, '/contract');
  await shell.getByRole('textbox', { name: 'Name', exact: true }).first().fill(`Field deal ${stamp}`);
  const picker = shell.getByRole('combobox', { name: 'Client', exact: true });
  await picker.fill('Fie');
  await shell.getByRole('option', { name: 'Add…' }).click();
  const dialog = shell.getByRole('dialog', { name: 'Add' });
  await dialog.getByRole('combobox', { name: 'Type' }).click();
  await shell.getByRole('option', { name: 'Individual' }).click();
  await dialog.getByLabel('Last name').fill(lastName);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(picker).toHaveValue(new RegExp(`${lastName} \\(TMP\\d{8}\\)$`));
  await shell.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(shell).toHaveURL(/\/contract\/TMP\d{8}$/);

  // The server commits the replayed contract, but its answer never arrives.
  let lost = false;
  await shell.route('**/api/financing/contracts', async (route) => {
    if (route.request().method() !== 'POST' || lost) return route.fallback();
    lost = true;
    await route.fetch();
    await route.abort('connectionreset');
  });
  await shell.context().setOffline(false);
  await expect(shell.getByText(/Contract TMP\d{8}: Failed to fetch/)).toBeVisible({ timeout: 20_000 });
  await expect(
    shell.getByText('You are now online and server has been updated with your changes'),
  ).toBeVisible({ timeout: 20_000 });
  await expect(shell).toHaveURL(/\/contract\/CTR\d{8}$/);
  // The lost answer is in the sync log, which the user opens from the header.
  await shell.getByRole('button', { name: 'Sync log', exact: true }).click();
  const log = shell.getByRole('dialog', { name: 'Sync log' });
  await expect(log).toContainText('Error occured while synchronizing your data to the server');
  await expect(log).toContainText(/Contract TMP\d{8}: Failed to fetch/);
  await expectNoSeriousViolations(shell);
  await shell.keyboard.press('Escape');
  await expect(log).toBeHidden();
  const contractRegistration = new URL(shell.url()).pathname.split('/').pop();

  // Exactly one of each on the server, the contract naming the client's real registration.
  const clients = (await callApi(shell, 'GET', `/api/person/persons?lastName=${lastName}`)).body as {
    registration: string;
    roles?: { role: string }[];
  }[];
  expect(clients).toHaveLength(1);
  expect(clients[0]?.roles).toEqual([{ role: 'CLIENT' }]);
  const contracts = (await callApi(shell, 'GET', `/api/financing/contracts?name=Field deal ${stamp}`))
    .body as Contract[];
  expect(contracts).toHaveLength(1);
  expect(contracts[0]).toMatchObject({
    registration: contractRegistration,
    clientRegistration: clients[0]?.registration,
  });
  const changed = (await callApi(shell, 'GET', `/api/asset/assets/${asset}`)).body as Record<string, unknown>;
  expect(changed.invoiceNumber).toBe(`FA-FIELD-${stamp}`);
  await expect(picker).toHaveValue(new RegExp(`${lastName} \\(${clients[0]?.registration}\\)$`));
});

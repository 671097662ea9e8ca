import {
  type FakeCompanyRegistry,
  startFakeCompanyRegistry,
} from '../../packages/server/src/testing/fake-company-registry.ts';
import {
  type LocalSmtpServer,
  startLocalSmtpServer,
} from '../../packages/server/src/testing/local-smtp-server.ts';
import { expectNoSeriousViolations } from './accessibility.ts';
import { callApi } from './detail-records.ts';
import { companyRegistryPort, expect, test } from './shell-fixtures.ts';

// The tenant's mail server and the French company registry, each a real protocol on loopback.
let smtp: LocalSmtpServer;
let registry: FakeCompanyRegistry;
// biome-ignore lint/correctness/noEmptyPattern: Playwright reads which fixtures a hook destructures.
test.beforeAll(async ({}, { parallelIndex }) => {
  smtp = await startLocalSmtpServer();
  registry = await startFakeCompanyRegistry(companyRegistryPort(parallelIndex));
});
test.afterAll(async () => {
  await smtp.close();
  await registry.close();
});

test('an administrator sets the mail server, a clerk invites a partner, and the partner registers through its link', async ({
  shell,
  browser,
}) => {
  // The administrator names the tenant's mail server on the tenant page.
  await shell.goto('/tenant');
  const card = shell.getByRole('region', { name: 'Mail server' });
  await expect(card.getByText('No mail server is set: e-mail cannot be sent.')).toBeVisible({
    timeout: 30_000,
  });
  await card.getByRole('textbox', { name: 'Host' }).fill('127.0.0.1');
  await card.getByRole('textbox', { name: 'Port' }).fill(String(smtp.port));
  await card.getByRole('textbox', { name: 'Sender' }).fill('Lessor Demo <no-reply@lessor.test>');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByText(/^Saved by /)).toBeVisible();
  await expectNoSeriousViolations(shell);

  // A clerk invites the partner from the agreements list.
  await shell.goto('/agreements');
  await shell.getByRole('button', { name: 'Onboard a new partner' }).click();
  const dialog = shell.getByRole('dialog', { name: 'Onboard a new partner' });
  await dialog.getByRole('textbox', { name: 'Partner company name' }).fill('Ateliers Dupont');
  await dialog.getByRole('textbox', { name: 'Contact e-mail' }).fill('claire@ateliers-dupont.test');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(shell.getByText('Self registration email sent to claire@ateliers-dupont.test')).toBeVisible();

  // The e-mail reaches the company's mail server.
  const mail = await smtp.nextMail(30_000);
  expect(mail).toMatchObject({
    envelopeTo: ['claire@ateliers-dupont.test'],
    from: '"Lessor Demo" <no-reply@lessor.test>',
    subject: 'Self registration invitation: Ateliers Dupont',
  });
  const sent = new URL(/Register here: (\S+)/.exec(mail.text)?.[1] ?? '');
  expect(sent.pathname).toBe('/self-registration');
  // The worker's own server, as its public address says.
  const link = sent.href;

  // The partner opens it in a browser of its own, not signed in.
  const partnerContext = await browser.newContext();
  try {
    const partner = await partnerContext.newPage();
    await partner.goto(link);
    await expect(partner.getByRole('heading', { level: 1, name: 'Partner registration' })).toBeVisible();
    await expect(partner.getByText(/^Ateliers Dupont is invited to register as a partner\./)).toBeVisible();
    await expect(partner.getByRole('textbox', { name: 'Company name', exact: true })).toHaveValue(
      'Ateliers Dupont',
    );

    // Its company is found in the registry, and fills the company part.
    await partner
      .getByRole('textbox', { name: 'Find your company by registration number or name' })
      .fill('732 829 320');
    await partner.getByRole('button', { name: 'Look up' }).click();
    await partner
      .getByRole('button', { name: 'Use ATELIERS DUPONT ET FILS (ADF) · 732829320 · LYON' })
      .click();
    await expect(partner.getByRole('textbox', { name: 'Company name', exact: true })).toHaveValue(
      'ATELIERS DUPONT ET FILS',
    );
    await expect(partner.getByRole('textbox', { name: 'Registration number', exact: true })).toHaveValue(
      '732829320',
    );
    await expect(partner.getByRole('textbox', { name: 'Address', exact: true })).toHaveValue(
      '12 RUE DES FORGES 69007 LYON',
    );

    await partner.getByRole('textbox', { name: 'First name', exact: true }).fill('Claire');
    await partner.getByRole('textbox', { name: 'Last name', exact: true }).fill('Dupont');
    await partner.getByRole('button', { name: 'Register' }).click();
    await expect(partner.getByText('Position is mandatory')).toBeVisible();
    await expectNoSeriousViolations(partner);
    await partner.getByRole('textbox', { name: 'Position', exact: true }).fill('Directrice');
    await partner.getByRole('button', { name: 'Register' }).click();
    const thanks = partner
      .getByRole('status')
      .filter({ hasText: 'Thank you, your registration was received' });
    await expect(thanks).toBeVisible();
    const reference = /Your reference: (AGR\w+)\./.exec((await thanks.textContent()) ?? '')?.[1];
    expect(reference).toBeTruthy();
    await expectNoSeriousViolations(partner);

    // The link registers once.
    await partner.goto(link);
    await expect(partner.getByText('This invitation has already been used to register')).toBeVisible();
    await expectNoSeriousViolations(partner);

    // The clerks find the draft agreement to review, naming the prospect made of the company.
    const agreement = await callApi(shell, 'GET', `/api/financing/agreements?registration=${reference}`);
    const [draft] = agreement.body as { status: string; externalReference: string }[];
    expect(draft).toMatchObject({ status: 'DRAFT', externalReference: expect.stringMatching(/^PSP/) });
    const prospects = await callApi(
      shell,
      'GET',
      `/api/person/prospects?registration=${draft?.externalReference}`,
    );
    expect(prospects.body).toMatchObject([
      {
        name: 'ATELIERS DUPONT ET FILS',
        contacts: [{ firstName: 'Claire', lastName: 'Dupont', position: 'Directrice' }],
      },
    ]);
  } finally {
    await partnerContext.close();
  }

  // The administrator forgets the mail server again.
  await shell.goto('/tenant');
  await card.getByRole('button', { name: 'Forget the mail server' }).click();
  await expect(card.getByText('No mail server is set: e-mail cannot be sent.')).toBeVisible();
});

import type { EntityRecord } from '@lessor/domain/api';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase, type TestClient } from '../testing/index.ts';
import { type LocalSmtpServer, startLocalSmtpServer } from '../testing/local-smtp-server.ts';

const settingsUrl = '/api/core/mail-settings';
const mailsUrl = '/api/communication/mails';
const onboardPartner = '/api/script/runs/onboard-partner';
const credentials = { username: 'lessor', password: 's3cret-smtp' };

describeOnEachDatabase('outgoing e-mail on the $name database', (testApp) => {
  let admin: TestClient;
  let smtp: LocalSmtpServer;

  beforeAll(async () => {
    smtp = await startLocalSmtpServer(credentials);
    admin = await testApp.tenantClient('mailing');
  });
  afterAll(() => smtp.close());

  const saveSettings = (payload: Record<string, unknown>, client = admin) =>
    client.request({ method: 'PUT', url: settingsUrl, payload });
  const onboard = (companyName: string, email = 'contact@garage-martin.fr') =>
    admin.request({ method: 'POST', url: onboardPartner, payload: { companyName, email } });
  /** The Mail record of a subject once its sending job settled it. */
  const settledMail = async (subject: string): Promise<EntityRecord> => {
    for (let tries = 0; tries < 200; tries += 1) {
      const mails: EntityRecord[] = (
        await admin.request({ method: 'GET', url: `${mailsUrl}?range=0-99` })
      ).json();
      const mail = mails.find((candidate) => candidate.subject === subject);
      if (mail && mail.status !== 'QUEUED') return mail;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`The mail "${subject}" was never settled`);
  };

  it('keeps the SMTP server of the tenant, its password sealed and never read back', async () => {
    const empty = await admin.request({ method: 'GET', url: settingsUrl });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toBeNull();

    const saved = await saveSettings({
      host: '127.0.0.1',
      port: smtp.port,
      secure: false,
      username: credentials.username,
      password: credentials.password,
      from: 'Lessor Leasing <no-reply@lessor.example>',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      host: '127.0.0.1',
      port: smtp.port,
      secure: false,
      username: 'lessor',
      from: 'Lessor Leasing <no-reply@lessor.example>',
      hasPassword: true,
      updatedBy: admin.username,
    });
    expect(saved.body).not.toContain(credentials.password);
    const stored = await testApp.db.owner
      .withTables<{ mail_settings: { password: string } }>()
      .selectFrom('mail_settings')
      .select('password')
      .executeTakeFirstOrThrow();
    expect(stored.password).not.toContain(credentials.password);
  });

  it('refuses settings it could not send with, naming the field, and keeps the previous ones', async () => {
    const refused = await saveSettings({ host: 'smtp example', port: 25, from: 'a@b.example' });
    expect(refused.json()).toMatchObject({
      status: 400,
      code: 'INVALID_FIELD_VALUE',
      message: expect.stringContaining('host'),
    });
    const badSender = await saveSettings({ host: 'smtp.example', port: 25, from: 'Lessor <nobody>' });
    expect(badSender.json()).toMatchObject({
      status: 400,
      code: 'INVALID_FIELD_VALUE',
      message: expect.stringContaining('from'),
    });
    const badPort = await saveSettings({ host: 'smtp.example', port: 70000, from: 'a@b.example' });
    expect(badPort.statusCode).toBe(400);
    expect((await admin.request({ method: 'GET', url: settingsUrl })).json()).toMatchObject({
      port: smtp.port,
    });
  });

  it('sends the partner invitation through the tenant server, signed in, and records it SENT', async () => {
    const answer = await onboard('Garage Martin');
    expect(answer.statusCode, answer.body).toBe(201);
    const received = await smtp.nextMail();
    expect(received).toMatchObject({
      envelopeFrom: 'no-reply@lessor.example',
      envelopeTo: ['contact@garage-martin.fr'],
      signedInAs: 'lessor',
      from: '"Lessor Leasing" <no-reply@lessor.example>',
      subject: 'Self registration invitation: Garage Martin',
    });
    expect(received.text).toContain('Garage Martin is invited to register as a partner.');
    expect(received.text).toMatch(
      /Register here: http:\/\/localhost:3000\/self-registration\?tenant=mailing&token=[\w-]{32}/,
    );
    const mail = await settledMail('Self registration invitation: Garage Martin');
    expect(mail).toMatchObject({
      type: 'PARTNER_ONBOARDING',
      status: 'SENT',
      to: ['contact@garage-martin.fr'],
      from: 'Lessor Leasing <no-reply@lessor.example>',
      attempts: 1,
      messageId: expect.stringMatching(/^<.+>$/),
    });
    expect(mail.body).toBe(received.text.trim());
  });

  it('keeps the password when the settings are saved without it', async () => {
    const kept = await saveSettings({
      host: '127.0.0.1',
      port: smtp.port,
      username: credentials.username,
      from: 'Lessor Leasing <no-reply@lessor.example>',
    });
    expect(kept.json()).toMatchObject({ hasPassword: true, secure: false });
    await onboard('Garage Kept');
    expect((await smtp.nextMail()).subject).toBe('Self registration invitation: Garage Kept');
  });

  it('tries again after a server that says later, and sends once', async () => {
    smtp.refuseNext(2, 451);
    await onboard('Garage Later');
    const mail = await settledMail('Self registration invitation: Garage Later');
    expect(mail).toMatchObject({ status: 'SENT', attempts: 3 });
    expect(smtp.received.filter((received) => received.subject.endsWith('Garage Later'))).toHaveLength(1);
    expect((await smtp.nextMail()).subject).toBe('Self registration invitation: Garage Later');
  });

  it('fails for good at once when the server refuses the message, with its answer', async () => {
    smtp.refuseNext(1, 550);
    await onboard('Garage Refused');
    const mail = await settledMail('Self registration invitation: Garage Refused');
    expect(mail).toMatchObject({ status: 'FAILED', attempts: 1, error: expect.stringContaining('550') });
  });

  it('writes the invitation in the words the tenant chose', async () => {
    await testApp.configure(admin, 'tenant-config', {
      mailTemplates: {
        PARTNER_ONBOARDING: {
          subject: 'Rejoignez {{companyName}}',
          body: 'Bonjour,\n\n{{message}}\n\nInscrivez-vous ici : {{link}} (avant le {{expiresOn}})',
        },
      },
    });
    await admin.request({
      method: 'POST',
      url: onboardPartner,
      payload: { companyName: 'Garage Dupont', email: 'dupont@garage.fr' },
    });
    const received = await smtp.nextMail();
    expect(received.subject).toBe('Rejoignez Garage Dupont');
    expect(received.text).toMatch(
      /^Bonjour,\n\nInscrivez-vous ici : http:\/\/localhost:3000\/self-registration\?tenant=mailing&token=[\w-]+ \(avant le \d{4}-\d{2}-\d{2}\)/,
    );
    const refused = await admin.request({
      method: 'PUT',
      url: '/api/core/configuration-documents/tenant-config',
      payload: { value: { mailTemplates: { PARTNER_ONBOARDING: { subject: 'Hi', body: 'No link here' } } } },
    });
    expect(refused.json()).toMatchObject({
      status: 400,
      code: 'INVALID_FIELD_IN_CONFIG',
      message: "Invalid field 'mailTemplates.PARTNER_ONBOARDING.body' in configuration",
    });
    await testApp.configure(admin, 'tenant-config', {});
  });

  it('fails a mail at once, saying why, when the tenant has no SMTP server', async () => {
    const other = await testApp.tenantClient('mailing-without-server');
    expect((await other.request({ method: 'GET', url: settingsUrl })).json()).toBeNull();
    await other.request({
      method: 'POST',
      url: onboardPartner,
      payload: { companyName: 'Garage Nowhere', email: 'a@nowhere.example' },
    });
    let mail: EntityRecord | undefined;
    for (let tries = 0; tries < 200 && mail?.status !== 'FAILED'; tries += 1) {
      [mail] = (await other.request({ method: 'GET', url: mailsUrl })).json();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(mail).toMatchObject({
      status: 'FAILED',
      error: 'No SMTP server is set for this tenant (Mail settings)',
    });
    // Nor does it see another tenant's mail.
    expect((await other.request({ method: 'GET', url: `${mailsUrl}?range=0-99` })).json()).toHaveLength(1);
  });

  it('lets administrators alone read and set the SMTP server', async () => {
    await admin.request({ method: 'POST', url: '/api/core/users', payload: { username: 'clerk@mailing' } });
    const clerk = await testApp.userClient('mailing', 'clerk@mailing');
    expect((await clerk.request({ method: 'GET', url: settingsUrl })).statusCode).toBe(403);
    expect(
      (await saveSettings({ host: 'evil.example', port: 25, from: 'a@b.example' }, clerk)).statusCode,
    ).toBe(403);
    expect((await clerk.request({ method: 'DELETE', url: settingsUrl })).statusCode).toBe(403);
    expect((await admin.request({ method: 'GET', url: settingsUrl })).json()).toMatchObject({
      host: '127.0.0.1',
    });
    expect((await admin.request({ method: 'DELETE', url: settingsUrl })).statusCode).toBe(204);
    expect((await admin.request({ method: 'GET', url: settingsUrl })).json()).toBeNull();
  });
});

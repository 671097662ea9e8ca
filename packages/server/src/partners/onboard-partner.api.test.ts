import { profilesPermissionsDocument } from '@lessor/domain/permissions';
import { beforeAll, expect, it } from 'vitest';
import { issueLoginToken } from '../auth/login-tokens.ts';
import { describeOnEachDatabase, type TestClient } from '../testing/index.ts';

const onboardPartner = '/api/script/runs/onboard-partner';
const communications = '/api/communication/communications';

describeOnEachDatabase('partner onboarding on the $name database', { permissionsCacheMs: 0 }, (testApp) => {
  let client: TestClient;

  beforeAll(async () => {
    client = await testApp.tenantClient('onboarding');
  });

  const onboard = (payload: unknown, authorization = client.authorization) =>
    testApp.app.inject({
      method: 'POST',
      url: onboardPartner,
      headers: { authorization, host: 'lessor.example' },
      payload: payload as Record<string, unknown>,
    });
  const listed = async () =>
    (await client.request({ method: 'GET', url: `${communications}?range=0-99` })).json();

  it('records the self-registration e-mail as an outgoing communication to the contact', async () => {
    const answer = await onboard({
      companyName: 'Garage Martin',
      email: ' contact@garage-martin.fr ',
      message: 'Welcome aboard.',
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const communication = answer.json();
    expect(communication).toMatchObject({
      registration: 'CMN00000001',
      status: 'DRAFT',
      type: 'EMAIL',
      category: 'PARTNER_ONBOARDING',
      name: 'Garage Martin',
      subject: 'Self registration invitation: Garage Martin',
      email: 'contact@garage-martin.fr',
    });
    expect(communication.body).toMatch(
      /^Welcome aboard\.\n\nGarage Martin is invited to register as a partner\.\n\nRegister here: http:\/\/localhost:3000\/self-registration\?tenant=onboarding&token=[\w-]{32}\n\nThis link can be used once, until \d{4}-\d{2}-\d{2}\.$/,
    );
    expect(await listed()).toMatchObject([{ registration: 'CMN00000001' }]);
    const second = (await onboard({ companyName: 'Garage Petit', email: 'hello@petit.fr' })).json();
    // Each invitation carries a link of its own.
    expect(second.body.match(/token=(\w+)/)?.[1]).not.toBe(communication.body.match(/token=(\w+)/)?.[1]);
  });

  it("refuses what the dialog's rules refuse, with every message, and records nothing", async () => {
    const before = (await listed()).length;
    const refused = await onboard({ companyName: '  ', email: 'contact@' });
    expect(refused.json()).toMatchObject({
      status: 400,
      errors: [
        { field: 'companyName', message: 'Partner company name is mandatory' },
        { field: 'email', message: 'Email format should be "name@example.com"' },
      ],
    });
    expect((await onboard({ email: 'a@b.fr', companyName: 'X', partner: true })).json()).toMatchObject({
      status: 400,
      code: 'INVALID_FIELD_IN_BODY',
    });
    expect((await onboard(undefined)).json()).toMatchObject({ status: 400, code: 'MISSING_BODY_PAYLOAD' });
    expect(await listed()).toHaveLength(before);
  });

  it('needs the right to write communications', async () => {
    await testApp.configure(client, profilesPermissionsDocument, { READER: ['read all'] });
    const username = `reader@${client.tenant}`;
    await client.request({
      method: 'POST',
      url: '/api/core/users',
      payload: { username, profiles: ['READER'] },
    });
    const token = await issueLoginToken(testApp.db.app, { tenant: client.tenant, username });
    const login = await testApp.app.inject({
      method: 'POST',
      url: '/api/core/auth/token/login',
      payload: { token },
    });
    const refused = await onboard(
      { companyName: 'Garage Noir', email: 'a@noir.fr' },
      `Bearer ${login.headers.authorization}`,
    );
    expect(refused.json()).toMatchObject({ status: 403, code: 'FORBIDDEN' });
  });
});

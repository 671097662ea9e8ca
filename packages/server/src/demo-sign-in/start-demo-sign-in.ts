import type { Kysely } from 'kysely';
import type { CoreDatabase } from '../db/schema.ts';
import { saveHost } from '../hosts/host-settings.ts';
import { startDemoOidcProvider } from '../identity-providers/demo-oidc-provider.ts';
import { startDemoSamlIdp } from '../identity-providers/demo-saml-idp.ts';
import { saveOidcProvider } from '../identity-providers/oidc-settings.ts';
import { saveSamlProvider } from '../identity-providers/saml-settings.ts';
import { findTenant } from '../tenants/create-tenant.ts';

/** The demo tenant's sign-in by SSO: its administrator and the password typed on the provider's page. */
export const demoSsoUser = { username: 'admin@demo', password: 'demo' } as const;

/**
 * In demo mode, runs an OpenID provider and a SAML identity provider holding the demo users beside
 * Lessor and makes them the demo host's, so 'Sign in with SSO' and 'Sign in with SAML' work on a
 * fresh machine. Answers undefined when there is no demo tenant.
 */
export async function startDemoSignIn(
  db: Kysely<CoreDatabase>,
  options: { tenant: string; origin: string; port?: number },
): Promise<{ issuer: string; samlEntryPoint: string; close(): Promise<void> } | undefined> {
  if (!(await findTenant(db, options.tenant))) return undefined;
  const redirectUri = `${options.origin}/authentication/login-page`;
  const provider = await startDemoOidcProvider({
    users: [{ ...demoSsoUser, name: 'Demo administrator' }],
    clients: [
      { clientId: 'lessor-demo', redirectUris: [redirectUri], postLogoutRedirectUris: [redirectUri] },
    ],
    host: new URL(options.origin).hostname,
    ...(options.port !== undefined ? { port: options.port } : {}),
  });
  const by = 'demo-sign-in';
  await saveOidcProvider(
    db,
    {
      id: 'demo',
      tenant: options.tenant,
      settings: {
        issuer: provider.issuer,
        clientId: 'lessor-demo',
        redirectUri,
        postLogoutRedirectUri: redirectUri,
      },
    },
    by,
  );
  const samlIssuer = 'lessor-demo';
  const callbackUrl = `${options.origin}/api/core/saml/demo-saml/assertion`;
  const saml = await startDemoSamlIdp({
    users: [demoSsoUser],
    serviceProvider: { entityId: samlIssuer, assertionConsumerUrl: callbackUrl },
    host: new URL(options.origin).hostname,
  });
  await saveSamlProvider(
    db,
    {
      id: 'demo-saml',
      tenant: options.tenant,
      settings: {
        entryPoint: saml.entryPoint,
        idpCert: saml.certificate,
        issuer: samlIssuer,
        callbackUrl,
        redirectUri,
      },
    },
    by,
  );
  await saveHost(
    db,
    {
      hostname: new URL(options.origin).hostname,
      tenant: options.tenant,
      settings: { oidc: 'demo', saml: 'demo-saml', windowTitle: 'Lessor demo' },
    },
    by,
  );
  return {
    issuer: provider.issuer,
    samlEntryPoint: saml.entryPoint,
    close: async () => {
      await provider.close();
      await saml.close();
    },
  };
}

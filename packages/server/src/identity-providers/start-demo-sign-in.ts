import type { Kysely } from 'kysely';
import type { CoreDatabase } from '../db/schema.ts';
import { saveHost } from '../hosts/host-settings.ts';
import { findTenant } from '../tenancy/tenants.ts';
import { type DemoOidcProvider, startDemoOidcProvider } from './demo-oidc-provider.ts';
import { saveOidcProvider } from './oidc-settings.ts';

/** The demo tenant's sign-in by SSO: its administrator and the password typed on the provider's page. */
export const demoSsoUser = { username: 'admin@demo', password: 'demo' } as const;

/**
 * In demo mode, runs an OpenID provider holding the demo users beside Lessor and makes it the
 * demo host's SSO, so 'Sign in with SSO' works on a fresh machine. Answers undefined when there is
 * no demo tenant.
 */
export async function startDemoSignIn(
  db: Kysely<CoreDatabase>,
  options: { tenant: string; origin: string; port?: number },
): Promise<DemoOidcProvider | undefined> {
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
        allowInsecureRequests: true,
      },
    },
    by,
  );
  await saveHost(
    db,
    {
      hostname: new URL(options.origin).hostname,
      tenant: options.tenant,
      settings: { oidc: 'demo', windowTitle: 'Lessor demo' },
    },
    by,
  );
  return provider;
}

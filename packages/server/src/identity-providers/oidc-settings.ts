import { LessorError } from '@lessor/domain/errors';
import type { Kysely } from 'kysely';
import {
  readConfigurationDocument,
  writeConfigurationDocument,
} from '../configuration-documents/configuration-document-store.ts';
import type { CoreDatabase } from '../db/schema.ts';
import { withTenant } from '../tenancy/with-tenant.ts';
import { claimDirectoryKey, tenantOf } from './identity-directory.ts';

/** An OIDC provider a tenant signs its users in with, kept as the configuration document `oidc:{id}`. */
interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret?: string;
  /** The web application's page the provider sends the user back to. */
  redirectUri: string;
  scope?: string;
  /** The id token claim holding the Lessor username; `email` unless told. */
  usernameClaim?: string;
  postLogoutRedirectUri?: string;
  acrValues?: string;
}

export interface OidcProvider {
  id: string;
  tenant: string;
  settings: OidcSettings;
}

const documentName = (id: string) => `oidc:${id}`;

export async function saveOidcProvider(
  db: Kysely<CoreDatabase>,
  provider: OidcProvider,
  username: string,
): Promise<void> {
  await claimDirectoryKey(db, 'oidc', provider.id, provider.tenant);
  await withTenant(db, provider.tenant, (trx) =>
    writeConfigurationDocument(trx, provider.tenant, documentName(provider.id), provider.settings, username),
  );
}

/** The provider an id names, or a 404 with a catalogued code. */
export async function findOidcProvider(db: Kysely<CoreDatabase>, id: string): Promise<OidcProvider> {
  const tenant = await tenantOf(db, 'oidc', id);
  const document =
    tenant &&
    (await withTenant(db, tenant, (trx) =>
      readConfigurationDocument<OidcSettings>(trx, tenant, documentName(id)),
    ));
  if (!tenant || !document) throw new LessorError('IDENTITY_PROVIDER_NOT_FOUND', [id]);
  return { id, tenant, settings: document.value };
}

import { LessorError } from '@lessor/domain/errors';
import type { Kysely } from 'kysely';
import {
  readConfigurationDocument,
  writeConfigurationDocument,
} from '../configuration-documents/configuration-document-store.ts';
import type { CoreDatabase } from '../db/schema.ts';
import { withTenant } from '../tenancy/with-tenant.ts';
import { claimDirectoryKey, tenantOf } from './identity-directory.ts';

/** A SAML identity provider a tenant signs its users in with: the configuration document `saml:{id}`. */
interface SamlSettings {
  /** The identity provider's single sign-on URL (redirect binding). */
  entryPoint: string;
  /** The identity provider's single logout URL, when it has one. */
  logoutUrl?: string;
  /** The certificate (PEM) whose key signs the provider's responses. */
  idpCert: string;
  /** Lessor's entity id at the provider. */
  issuer: string;
  /** Lessor's assertion consumer URL: `{origin}/api/core/saml/{id}/assertion`. */
  callbackUrl: string;
  /** The web application's sign-in page, where the one-time token is handed over. */
  redirectUri: string;
}

export interface SamlProvider {
  id: string;
  tenant: string;
  settings: SamlSettings;
}

const documentName = (id: string) => `saml:${id}`;

export async function saveSamlProvider(db: Kysely<CoreDatabase>, provider: SamlProvider, username: string) {
  await claimDirectoryKey(db, 'saml', provider.id, provider.tenant);
  await withTenant(db, provider.tenant, (trx) =>
    writeConfigurationDocument(trx, provider.tenant, documentName(provider.id), provider.settings, username),
  );
}

export async function findSamlProvider(db: Kysely<CoreDatabase>, id: string): Promise<SamlProvider> {
  const tenant = await tenantOf(db, 'saml', id);
  const document =
    tenant &&
    (await withTenant(db, tenant, (trx) =>
      readConfigurationDocument<SamlSettings>(trx, tenant, documentName(id)),
    ));
  if (!tenant || !document) throw new LessorError('IDENTITY_PROVIDER_NOT_FOUND', [id]);
  return { id, tenant, settings: document.value };
}

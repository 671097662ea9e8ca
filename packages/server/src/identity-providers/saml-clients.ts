import type { SAML } from '@node-saml/node-saml';
import type { SamlProvider } from './saml-settings.ts';

/**
 * One node-saml instance per provider and settings: it remembers the ids of the requests it sent,
 * so a response must answer one of them (InResponseTo) and can be used once.
 */
export class SamlClients {
  readonly #clients = new Map<string, SAML>();

  async of(provider: SamlProvider): Promise<SAML> {
    const key = `${provider.id} ${JSON.stringify(provider.settings)}`;
    let client = this.#clients.get(key);
    if (!client) {
      // Loaded with the first SAML sign-in: a server whose tenants use none does not carry it.
      const { SAML, ValidateInResponseTo } = await import('@node-saml/node-saml');
      const { entryPoint, logoutUrl, idpCert, issuer, callbackUrl } = provider.settings;
      client = new SAML({
        entryPoint,
        ...(logoutUrl ? { logoutUrl } : {}),
        idpCert,
        issuer,
        callbackUrl,
        audience: issuer,
        wantAssertionsSigned: true,
        wantAuthnResponseSigned: true,
        validateInResponseTo: ValidateInResponseTo.always,
        requestIdExpirationPeriodMs: 10 * 60 * 1000,
      });
      this.#clients.set(key, client);
    }
    return client;
  }
}

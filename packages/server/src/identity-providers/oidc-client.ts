import * as client from 'openid-client';
import type { OidcProvider } from './oidc-settings.ts';

/**
 * The openid-client configuration of each provider, discovered once per issuer and client: the
 * discovery document and keys are fetched on first use only.
 */
export class OidcClients {
  readonly #configurations = new Map<string, Promise<client.Configuration>>();

  of(provider: OidcProvider): Promise<client.Configuration> {
    const { issuer, clientId, clientSecret, allowInsecureRequests } = provider.settings;
    const key = `${provider.id} ${issuer} ${clientId}`;
    let configuration = this.#configurations.get(key);
    if (!configuration) {
      configuration = client.discovery(
        new URL(issuer),
        clientId,
        clientSecret,
        clientSecret ? client.ClientSecretPost(clientSecret) : client.None(),
        allowInsecureRequests ? { execute: [client.allowInsecureRequests] } : {},
      );
      // A failed discovery is tried again on the next sign-in.
      configuration.catch(() => this.#configurations.delete(key));
      this.#configurations.set(key, configuration);
    }
    return configuration;
  }
}

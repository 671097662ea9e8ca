import { LessorError } from '@lessor/domain/errors';
import * as client from 'openid-client';
import { fetchFromIssuer } from './fetch-from-issuer.ts';
import type { IssuerPolicy } from './issuer-policy.ts';
import type { OidcProvider } from './oidc-settings.ts';

/**
 * A failed discovery is answered from memory for a minute: the sign-in page is public, and each
 * call must not become a request to the issuer.
 */
const failureMs = 60_000;

interface Discovery {
  /** The settings it was made with: new settings discover again. */
  settings: string;
  configuration: Promise<client.Configuration>;
  failedAt?: number;
}

/**
 * The openid-client configuration of each provider, discovered once per provider and settings:
 * the discovery document and keys are fetched on first use only, and every request to the
 * provider goes through the issuer policy.
 */
export class OidcClients {
  readonly #discoveries = new Map<string, Discovery>();
  readonly #policy: IssuerPolicy;

  constructor(policy: IssuerPolicy) {
    this.#policy = policy;
  }

  of(provider: OidcProvider): Promise<client.Configuration> {
    const { issuer, clientId, clientSecret } = provider.settings;
    const settings = JSON.stringify([issuer, clientId, clientSecret]);
    const known = this.#discoveries.get(provider.id);
    if (
      known?.settings === settings &&
      (known.failedAt === undefined || Date.now() - known.failedAt < failureMs)
    )
      return known.configuration;
    const discovery: Discovery = { settings, configuration: this.#discover(provider) };
    discovery.configuration.catch(() => {
      discovery.failedAt = Date.now();
    });
    this.#discoveries.set(provider.id, discovery);
    return discovery.configuration;
  }

  async #discover(provider: OidcProvider): Promise<client.Configuration> {
    const { issuer, clientId, clientSecret } = provider.settings;
    try {
      return await client.discovery(
        new URL(issuer),
        clientId,
        clientSecret,
        clientSecret ? client.ClientSecretPost(clientSecret) : client.None(),
        {
          [client.customFetch]: fetchFromIssuer(this.#policy),
          // The policy has already allowed http to this issuer, or refused it.
          ...(this.#policy.allowHttpLoopback ? { execute: [client.allowInsecureRequests] } : {}),
        },
      );
    } catch (error) {
      throw refusalIn(error) ?? error;
    }
  }
}

/** The issuer policy's refusal, when openid-client wrapped it in errors of its own. */
export function refusalIn(error: unknown): LessorError | undefined {
  for (let cause = error; cause instanceof Error; cause = cause.cause)
    if (cause instanceof LessorError) return cause;
  return undefined;
}

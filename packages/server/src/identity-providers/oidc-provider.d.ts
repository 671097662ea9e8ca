// oidc-provider ships no types and @types/oidc-provider is not installed: the little this demo
// provider uses, typed by hand.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface Grant {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }
  interface GrantConstructor {
    new (properties: { clientId: string; accountId: string }): Grant;
    find(id: string): Promise<Grant | undefined>;
  }
  interface ProviderClient {
    clientId: string;
    grantTypeAllowed(grant: string): boolean;
  }
  interface ProviderContext {
    oidc: {
      client?: ProviderClient;
      session?: { accountId?: string; grantIdFor(clientId: string): string | undefined };
      result?: { consent?: { grantId?: string } };
      provider: { Grant: GrantConstructor };
    };
  }
  interface Account {
    accountId: string;
    claims(): Promise<Record<string, unknown>>;
  }
  export interface Configuration {
    clients: Record<string, unknown>[];
    cookies: { keys: string[] };
    claims: Record<string, string[]>;
    conformIdTokenClaims: boolean;
    features: Record<string, { enabled: boolean }>;
    findAccount(ctx: ProviderContext, id: string): Promise<Account | undefined>;
    loadExistingGrant(ctx: ProviderContext): Promise<Grant | undefined>;
    issueRefreshToken(ctx: ProviderContext, client: ProviderClient): Promise<boolean>;
  }
  // biome-ignore lint/style/noDefaultExport: the package's own export is its default.
  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
  }
}

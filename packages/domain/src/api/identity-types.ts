/** `GET /api/core/oidc/{oidc}`: where to send the user, and what to keep until they come back. */
export interface OidcConfiguration {
  oidcId: string;
  authorizationUrl: string;
  logoutUrl: string | null;
  scope: string;
  state: string;
  nonce: string;
  clientId: string;
  redirectUri: string;
  responseType: 'code';
  responseMode: 'query';
  codeChallenge: string;
  codeChallengeMethod: 'S256';
  codeVerifier: string;
  acrValues: string | null;
}

/** `POST /api/core/oidc/{id}/login`: the provider's answer, or an access token it issued. */
export interface OidcLoginRequest {
  code?: string;
  state?: string;
  nonce?: string;
  codeVerifier?: string;
  iss?: string;
  accessToken?: string;
}

/** `POST /api/core/oidc/{id}/access-token` answer. */
export interface OidcRefreshAnswer {
  ssoRefreshTokenIat: number;
  ssoRefreshTokenExpiresIn: number | null;
}

/** `GET /api/core/hosts/{hostname}` (foundation.md §3): how a host name presents and signs in. */
export interface HostConfiguration {
  host: string;
  loginTenant: string;
  /** The tenant's default public path, `/imp/{tenant}`, unless configured. */
  imp: string;
  oidc?: string;
  saml?: string;
  publicLogo?: string;
  manifestUrl?: string;
  basePath?: string;
  /** Origins allowed to show Lessor in a frame; `*` for any. */
  frameAncestors?: string[];
  uiAuthConfig?: Record<string, unknown>;
  mode?: string;
  memoizeToken?: boolean;
  loadFrontEnd?: boolean;
  useManifest?: boolean;
  windowTitle?: string;
  showAccessibilityDeclarationLink?: boolean;
}

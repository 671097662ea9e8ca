import { apiJson } from '../api/api-client.ts';

const samlSessionKey = 'lessor.saml.session';

/** Fetches the identity provider's login URL and goes there (foundation.md §4). */
export async function startSamlSignIn(samlId: string, go = (url: string) => location.assign(url)) {
  const { loginUrl } = await apiJson<{ loginUrl: string }>(`/api/core/saml/${encodeURIComponent(samlId)}`);
  go(loginUrl);
}

/** What a SAML logout will need: the provider, and the session index and name id it answered. */
export function keepSamlSession(parameters: URLSearchParams): void {
  const samlId = parameters.get('saml');
  if (!samlId) return;
  const session = { samlId, sessionIndex: parameters.get('sessionIndex'), nameId: parameters.get('nameId') };
  localStorage.setItem(samlSessionKey, JSON.stringify(session));
}

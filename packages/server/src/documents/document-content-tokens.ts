import { ScopedTokens } from '../auth/scoped-tokens.ts';

/** Long enough to open a file or draw a page of thumbnails, short enough that a leaked link soon dies. */
const contentTokenSeconds = 10 * 60;
const audience = 'lessor:document-content';

/** What a content token allows: reading one document of one record of one tenant. */
export interface DocumentGrant {
  tenant: string;
  entityName: string;
  documentId: string;
  username: string;
}

/**
 * The token that opens a document's content in a new window or an image element, which cannot
 * send the Authorization header. A signed HS256 JWT scoped to one tenant and one document; its
 * audience keeps it from ever being taken for a session (nor a session for it), and it carries no
 * session id, so it opens nothing else.
 */
export class DocumentContentTokens {
  readonly #tokens: ScopedTokens;

  constructor(secret: string) {
    this.#tokens = new ScopedTokens(secret, audience, contentTokenSeconds);
  }

  async issue(grant: DocumentGrant): Promise<string> {
    const claims = { tenant: grant.tenant, ent: grant.entityName, doc: grant.documentId };
    return (await this.#tokens.issue(grant.username, claims)).token;
  }

  /** The grant a token carries, or undefined when it is forged, malformed, expired or not ours. */
  async verify(token: string): Promise<DocumentGrant | undefined> {
    const payload = await this.#tokens.verify(token);
    if (!payload) return undefined;
    const { tenant, ent, doc, sub } = payload;
    if (typeof tenant !== 'string' || typeof ent !== 'string' || typeof doc !== 'string') return undefined;
    return { tenant, entityName: ent, documentId: doc, username: sub };
  }
}

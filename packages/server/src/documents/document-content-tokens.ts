import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

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
  readonly #key: Uint8Array;

  constructor(secret: string) {
    this.#key = new TextEncoder().encode(secret);
  }

  issue(grant: DocumentGrant): Promise<string> {
    return new SignJWT({ tenant: grant.tenant, ent: grant.entityName, doc: grant.documentId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(grant.username)
      .setAudience(audience)
      .setIssuedAt()
      .setExpirationTime(`${contentTokenSeconds}s`)
      .sign(this.#key);
  }

  /** The grant a token carries, or undefined when it is forged, malformed, expired or not ours. */
  async verify(token: string): Promise<DocumentGrant | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.#key, { algorithms: ['HS256'], audience });
      const { tenant, ent, doc, sub } = payload;
      if (typeof tenant !== 'string' || typeof ent !== 'string' || typeof doc !== 'string') return undefined;
      if (typeof sub !== 'string') return undefined;
      return { tenant, entityName: ent, documentId: doc, username: sub };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return undefined;
      throw error;
    }
  }
}

import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const algorithm = 'aes-256-gcm';
/** Marks a sealed value, and the format version, so a clear one left from before is recognised. */
const sealedPrefix = 'enc1:';
const ivBytes = 12;
const tagBytes = 16;

/** A sealed value that the key at hand does not open: another key, or altered bytes. */
export class SecretKeyMismatch extends Error {}

/**
 * Seals and opens the secrets Lessor stores (password fields, SSO refresh tokens, the session
 * signing secret) with AES-256-GCM under a key that lives outside the database. Each value is
 * bound to its place (`context`, e.g. its row's key), so a sealed value copied to another row
 * does not open there.
 */
export class SecretBox {
  readonly #key: Buffer;

  constructor(key: Buffer) {
    if (key.length !== 32) throw new RangeError('A secret key is 32 bytes');
    this.#key = key;
  }

  seal(clear: string, context: string): string {
    const iv = randomBytes(ivBytes);
    const cipher = createCipheriv(algorithm, this.#key, iv).setAAD(Buffer.from(context));
    const sealed = Buffer.concat([cipher.update(clear, 'utf8'), cipher.final()]);
    return sealedPrefix + Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
  }

  open(value: string, context: string): string {
    if (!isSealed(value)) throw new SecretKeyMismatch('Not a sealed value');
    const bytes = Buffer.from(value.slice(sealedPrefix.length), 'base64url');
    const decipher = createDecipheriv(algorithm, this.#key, bytes.subarray(0, ivBytes))
      .setAAD(Buffer.from(context))
      .setAuthTag(bytes.subarray(ivBytes, ivBytes + tagBytes));
    try {
      return Buffer.concat([decipher.update(bytes.subarray(ivBytes + tagBytes)), decipher.final()]).toString(
        'utf8',
      );
    } catch {
      throw new SecretKeyMismatch('The secret key does not open this value');
    }
  }
}

/** Whether a stored value is sealed, or clear text written before secrets were sealed. */
export function isSealed(value: string): boolean {
  return value.startsWith(sealedPrefix);
}

/** The SQL `like` pattern of sealed values, to find the clear ones left. */
export const sealedPattern = `${sealedPrefix}%`;

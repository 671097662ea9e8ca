/// <reference path="./web-push.d.ts" />
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import type { CoreDatabase } from '../db/schema.ts';
import { secretContexts } from '../secrets/secret-contexts.ts';

/** The server's VAPID key pair (RFC 8292): a P-256 point and its private scalar, base64url. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const publicKeySetting = 'vapid_public_key';
const privateKeySetting = 'vapid_private_key';

/**
 * The installation's VAPID keys, made on its first start and kept beside the session secret:
 * in `system_settings`, which the application role cannot read, the private key sealed with the
 * secret key. Browsers subscribe with the public key, so it must not change: every node of a
 * cluster reads the same pair, and nodes starting together keep the first one written.
 */
export async function loadVapidKeys(db: Database): Promise<VapidKeys> {
  const stored = (await readVapidKeys(db.owner)) ?? (await storeNewVapidKeys(db));
  return {
    publicKey: stored.publicKey,
    privateKey: db.secrets.open(stored.privateKey, secretContexts.vapidPrivateKey),
  };
}

/** Both keys in one statement: a node that finds them written by another keeps the other's. */
async function storeNewVapidKeys(db: Database): Promise<VapidKeys> {
  const { default: webPush } = await import('web-push');
  const made = webPush.generateVAPIDKeys();
  const sealed = db.secrets.seal(made.privateKey, secretContexts.vapidPrivateKey);
  await db.owner
    .insertInto('system_settings')
    .values([
      { key: publicKeySetting, value: made.publicKey },
      { key: privateKeySetting, value: sealed },
    ])
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
  const stored = await readVapidKeys(db.owner);
  if (!stored) throw new Error('The VAPID keys could not be stored');
  return stored;
}

async function readVapidKeys(owner: Kysely<CoreDatabase>): Promise<VapidKeys | undefined> {
  const rows = await owner
    .selectFrom('system_settings')
    .select(['key', 'value'])
    .where('key', 'in', [publicKeySetting, privateKeySetting])
    .execute();
  const stored = (key: string) => rows.find((row) => row.key === key)?.value;
  const publicKey = stored(publicKeySetting);
  const privateKey = stored(privateKeySetting);
  return publicKey && privateKey ? { publicKey, privateKey } : undefined;
}

import { createDecipheriv, createECDH, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { importJWK, type JWTPayload, jwtVerify } from 'jose';
import type { PushSubscriptionJson } from './push-sender.ts';

/** A message the push service accepted: who sent it (the VAPID claims and key) and what it said. */
interface ReceivedPush {
  endpoint: string;
  vapidPublicKey: string;
  claims: JWTPayload;
  payload: string;
}

export interface FakePushService {
  /** A browser's subscription at this service, with the browser's own key pair. */
  subscribe(): PushSubscriptionJson;
  /** Answers this status (410: gone) to every message for the subscription from now on. */
  refuse(endpoint: string, status: number): void;
  received: ReceivedPush[];
  close(): Promise<void>;
}

interface Browser {
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
  refusal?: number;
}

/**
 * The push service's side of Web Push on a loopback port, checked as a browser vendor's would:
 * a POST with `Content-Encoding: aes128gcm` and a VAPID `Authorization: vapid t=…, k=…` header
 * whose JWT (ES256) verifies against k for this service's origin (RFC 8292); the body is then
 * decrypted with the browser's private key (RFC 8291, ECDH and HKDF; RFC 8188 records).
 */
export async function startFakePushService(): Promise<FakePushService> {
  const browsers = new Map<string, Browser>();
  const received: ReceivedPush[] = [];
  const server = createServer((request, response) => {
    accept(request, browsers)
      .then((push) => {
        const browser = browsers.get(push.endpoint);
        if (browser?.refusal) return response.writeHead(browser.refusal).end();
        received.push(push);
        response.writeHead(201).end();
      })
      .catch((error: unknown) => response.writeHead(400).end(String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${origin}/push/${randomUUID()}`;
      browsers.set(endpoint, { ecdh, auth });
      return {
        endpoint,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    refuse(endpoint, status) {
      const browser = browsers.get(endpoint);
      if (browser) browser.refusal = status;
    },
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function accept(request: IncomingMessage, browsers: Map<string, Browser>): Promise<ReceivedPush> {
  const origin = `http://${request.headers.host}`;
  const endpoint = `${origin}${request.url}`;
  const browser = browsers.get(endpoint);
  if (request.method !== 'POST' || !browser) throw new Error(`No subscription at ${endpoint}`);
  if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('Not aes128gcm');
  if (!request.headers.ttl) throw new Error('No TTL header');
  const vapid = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(request.headers.authorization ?? '');
  if (!vapid?.[1] || !vapid[2]) throw new Error('No VAPID authorization');
  const key = Buffer.from(vapid[2], 'base64url');
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    x: key.subarray(1, 33).toString('base64url'),
    y: key.subarray(33, 65).toString('base64url'),
  };
  const { payload: claims } = await jwtVerify(vapid[1], await importJWK(jwk, 'ES256'), { audience: origin });
  if (typeof claims.sub !== 'string' || typeof claims.exp !== 'number') throw new Error('Incomplete claims');
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return { endpoint, vapidPublicKey: vapid[2], claims, payload: decrypt(Buffer.concat(chunks), browser) };
}

/** RFC 8291 §3.4 then RFC 8188 §2: one record, padded with a 0x02 delimiter. */
function decrypt(body: Buffer, browser: Browser): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const ecdhSecret = browser.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, browser.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce).setAuthTag(record.subarray(-16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, -16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('No last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

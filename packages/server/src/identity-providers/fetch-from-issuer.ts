import { lookup } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import type { CustomFetch, CustomFetchOptions } from 'openid-client';
import {
  assertIssuerAddress,
  assertIssuerUrl,
  type IssuerPolicy,
  isIssuerHostChecked,
} from './issuer-policy.ts';

/** Discovery documents, keys and token answers are small; a provider is given ten seconds. */
const maxBodyBytes = 1024 * 1024;
const timeoutMs = 10_000;

/**
 * The fetch openid-client makes every request to a provider with. Each URL (the discovery
 * document names further endpoints) passes the issuer policy, and a name's addresses are checked
 * by the lookup the connection itself uses: a name cannot resolve to a public address for the
 * check and to a private one for the request. Redirects are not followed.
 */
export function fetchFromIssuer(policy: IssuerPolicy): CustomFetch {
  return async (url, options) => {
    const target = new URL(url);
    assertIssuerUrl(target, policy);
    const checkedLookup: LookupFunction = (hostname, lookupOptions, callback) =>
      lookup(hostname, { ...lookupOptions, all: true }, (error, addresses) => {
        if (error) return callback(error, '');
        try {
          if (isIssuerHostChecked(hostname, policy))
            for (const { address } of addresses) assertIssuerAddress(target, address, policy);
        } catch (refusal) {
          return callback(refusal as NodeJS.ErrnoException, '');
        }
        if (lookupOptions.all) return callback(null, addresses);
        const [first] = addresses;
        callback(null, first?.address ?? '', first?.family);
      });
    const body = await bodyBytes(options.body);
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise<Response>((resolve, reject) => {
      const outgoing = send(target, {
        method: options.method,
        headers: options.headers,
        lookup: checkedLookup,
        timeout: timeoutMs,
        ...(options.signal ? { signal: options.signal } : {}),
      });
      outgoing.on('timeout', () => outgoing.destroy(new Error(`No answer from ${target.origin}`)));
      outgoing.on('error', reject);
      outgoing.on('response', (incoming) => readResponse(incoming).then(resolve, reject));
      outgoing.end(body);
    });
  };
}

async function bodyBytes(body: CustomFetchOptions['body']): Promise<Buffer | undefined> {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string' || body instanceof URLSearchParams) return Buffer.from(body.toString());
  if (body instanceof Uint8Array) return Buffer.from(body);
  if (body instanceof ArrayBuffer) return Buffer.from(body);
  return Buffer.from(await new Response(body).arrayBuffer());
}

async function readResponse(incoming: IncomingMessage): Promise<Response> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of incoming) {
    size += (chunk as Buffer).length;
    if (size > maxBodyBytes) {
      incoming.destroy();
      throw new Error(`The provider's answer is larger than ${maxBodyBytes} bytes`);
    }
    chunks.push(chunk as Buffer);
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers))
    for (const one of Array.isArray(value) ? value : [value])
      if (one !== undefined) headers.append(name, one);
  const status = incoming.statusCode ?? 502;
  const empty = status === 204 || status === 304 || (status >= 100 && status < 200);
  return new Response(empty ? null : Buffer.concat(chunks), { status, headers });
}

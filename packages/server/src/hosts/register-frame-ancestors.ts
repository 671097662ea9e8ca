import type { FastifyInstance } from 'fastify';
import type { CacheInvalidations } from '../cache-invalidation/cache-invalidations.ts';
import { subscribeToDocumentWrites } from '../configuration-documents/configuration-document-writes.ts';
import type { Database } from '../db/database.ts';
import { findHost } from './host-settings.ts';

/**
 * A host's frame-ancestors setting is read once per half minute per node; a write of it reaches
 * every node at once (cache-invalidation/), so this only bounds a notification a node missed.
 */
const cacheMs = 30_000;
/** A host's settings are the configuration document `host:<hostname>` of its tenant (host-settings.ts). */
const hostDocument = 'host:';

/**
 * Sends the host's frame-ancestors policy with the web application's pages: `*` lets any origin
 * show Lessor in a frame, a list lets those origins; without a setting, only Lessor itself
 * (helmet's default). API answers are not pages and keep the default.
 */
export function registerFrameAncestors(
  app: FastifyInstance,
  db: Database,
  invalidations: CacheInvalidations,
): void {
  const cache = new Map<string, { sources: string | undefined; until: number }>();
  subscribeToDocumentWrites(invalidations, {
    written: (_tenant, name) => {
      if (name.startsWith(hostDocument)) cache.delete(name.slice(hostDocument.length));
    },
    forgetAll: () => cache.clear(),
  });
  const sourcesOf = async (hostname: string): Promise<string | undefined> => {
    const cached = cache.get(hostname);
    if (cached && cached.until > Date.now()) return cached.sources;
    const ancestors = await findHost(db.app, hostname).then(
      (host) => host.frameAncestors,
      () => undefined,
    );
    const sources = ancestors?.length ? policySources(ancestors) : undefined;
    // Host headers are the client's to choose: the cache stays bounded whatever they send.
    if (cache.size >= 1000) cache.clear();
    cache.set(hostname, { sources, until: Date.now() + cacheMs });
    return sources;
  };

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/')) return payload;
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy !== 'string') return payload;
    const sources = await sourcesOf(request.hostname.toLowerCase());
    if (!sources) return payload;
    reply.header(
      'content-security-policy',
      policy.replace(/frame-ancestors [^;]*/, `frame-ancestors ${sources}`),
    );
    // X-Frame-Options knows no list of origins; browsers that read CSP ignore it, the others would refuse.
    reply.removeHeader('x-frame-options');
    return payload;
  });
}

/** `*` for any origin, else Lessor itself and each allowed origin; anything that is no origin is dropped. */
function policySources(ancestors: readonly string[]): string | undefined {
  if (ancestors.includes('*')) return '*';
  const origins = ancestors.filter(
    (origin) => URL.canParse(origin) && /^https?:$/.test(new URL(origin).protocol),
  );
  return ["'self'", ...origins.map((origin) => new URL(origin).origin)].join(' ');
}

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { routeNotFound } from './register-error-handling.ts';

/**
 * Serves the built web application from the API's port. A path that is no file and not under
 * `/api` is a client route (`/persons`, `/person/PER00000012`): it gets index.html, and the
 * application routes it (history fallback). A file of a build under `/assets/` that is not there (an
 * older build's chunk, asked for by a page opened before a deployment) is a 404: answered with
 * index.html, the page would take HTML for its code and fail in a way it cannot tell.
 */
export async function registerWebApp(app: FastifyInstance, webRoot: string | undefined): Promise<void> {
  const hasWebApp = webRoot !== undefined && existsSync(join(webRoot, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      // The build writes brotli and gzip copies beside each text file (packages/web/vite.config.ts).
      preCompressed: true,
      // Hashed bundles never change; index.html must always be revalidated to pick up a new build.
      setHeaders(reply, path) {
        reply.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const notAClientRoute = path === '/api' || path.startsWith('/api/') || path.startsWith('/assets/');
    if (notAClientRoute || !hasWebApp || request.method !== 'GET') {
      return routeNotFound(request, reply);
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}

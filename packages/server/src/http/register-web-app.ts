import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { routeNotFound } from './register-error-handling.ts';

/**
 * Serves the built web application from the API's port. A path that is no file and not under
 * `/api` is a client route (`/persons`, `/person/PER00000012`): it gets index.html, and the
 * application routes it (history fallback).
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
    if (path === '/api' || path.startsWith('/api/') || !hasWebApp || request.method !== 'GET') {
      return routeNotFound(request, reply);
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}

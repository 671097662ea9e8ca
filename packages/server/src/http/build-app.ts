import { randomUUID } from 'node:crypto';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { entities } from '@lessor/domain/entities';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { registerAuthentication } from '../auth/authenticate.plugin.ts';
import { SessionTokens } from '../auth/session-tokens.ts';
import { registerTokenLogin } from '../auth/token-login.route.ts';
import { registerCoreRoutes } from '../core/core.routes.ts';
import type { Database } from '../db/database.ts';
import { registerEntityRoutes } from '../entities/entity.routes.ts';
import { registerErrorHandling } from './errors.plugin.ts';
import { registerWebApp } from './web-app.plugin.ts';

export interface AppOptions {
  db: Database;
  sessionSecret: string;
  /** Folder of the built web application; without it, only the API is served. */
  webRoot?: string;
  logger?: FastifyServerOptions['logger'];
  /** Largest accepted request body, in bytes. */
  bodyLimit?: number;
}

/**
 * Builds the whole application without listening: the command line serves it, the tests drive it
 * with `inject`.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: options.bodyLimit ?? 1024 * 1024,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    // Query arrays stay comma lists (`type=I,C`); a repeated parameter is refused by the list reader.
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandling(app);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Mantine writes its theme variables in style elements.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        frameAncestors: ["'self'"],
        // Lessor is often reached over plain http on a laptop or behind a TLS-terminating proxy.
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(rateLimit, { global: false });

  const tokens = new SessionTokens(options.sessionSecret);
  registerAuthentication(app, tokens);
  registerCoreRoutes(app, options.db);
  registerTokenLogin(app, options.db, tokens);
  for (const entity of entities) registerEntityRoutes(app, options.db, entity);
  await registerWebApp(app, options.webRoot);
  return app;
}

import type { FastifyInstance } from 'fastify';
import { RequestMetrics } from './request-metrics.ts';

// Outside a route (a 404), the pattern is unknown: one series for them all, not one per URL.
const unmatchedRoute = '(unmatched)';

/**
 * Times every API request from its arrival to its answer (`reply.elapsedTime`) into the app's
 * registry, with the tenant of its session when it has one. Pages of the web application are not
 * counted: they are files.
 */
export function registerRequestMetrics(app: FastifyInstance): RequestMetrics {
  const metrics = new RequestMetrics();
  app.addHook('onResponse', (request, reply, done) => {
    if (request.url.startsWith('/api/')) {
      metrics.observe(
        request.method,
        request.routeOptions.url ?? unmatchedRoute,
        reply.statusCode,
        reply.elapsedTime / 1000,
        request.session?.tenant,
      );
    }
    done();
  });
  return metrics;
}

import { timingSafeEqual } from 'node:crypto';
import { metricPaths, type RequestTimings } from '@lessor/domain/api';
import { LessorError } from '@lessor/domain/errors';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../auth/actor-of.ts';
import type { JobQueue, QueueDepth } from '../jobs/job-queue.ts';
import { jobMetricsText } from './job-metrics.ts';
import { gaugeText } from './prometheus-text.ts';
import type { RequestMetrics } from './request-metrics.ts';

const tags = ['Metrics'];
const defaultLimit = 20;

/**
 * `GET /api/system/metrics/requests?limit=`: the caller's tenant's slowest routes on this node
 * ('read metrics'). `GET /api/system/metrics/prometheus`: the node's request and job histograms for
 * a Prometheus scraper, which presents `metricsToken` as a bearer token; without a token
 * configured it answers 404, as a route that does not exist, so no one reads the node's traffic
 * by default.
 */
export function registerMetricsRoutes(
  app: FastifyInstance,
  metrics: RequestMetrics,
  metricsToken: string | undefined,
  queue: JobQueue,
): void {
  app.get<{ Querystring: { limit?: number } }>(
    metricPaths.requests,
    {
      config: { permission: 'read metrics' },
      schema: {
        tags,
        summary: "The tenant's slowest routes since this node started",
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { limit: { type: 'integer', minimum: 1, maximum: 200 } },
        },
        response: {
          200: {
            description: 'Routes, slowest first by their 95th percentile',
            type: 'object',
            required: ['since', 'routes'],
            properties: {
              since: { type: 'string' },
              routes: {
                type: 'array',
                items: {
                  type: 'object',
                  required: ['method', 'route', 'count', 'p50Ms', 'p95Ms', 'maxMs'],
                  properties: {
                    method: { type: 'string' },
                    route: { type: 'string' },
                    count: { type: 'integer' },
                    p50Ms: { type: 'number' },
                    p95Ms: { type: 'number' },
                    maxMs: { type: 'number' },
                  },
                },
              },
            },
          },
        },
      },
    },
    async (request): Promise<RequestTimings> => ({
      since: metrics.since.toISOString(),
      routes: metrics.slowestRoutes(actorOf(request).tenant, request.query.limit ?? defaultLimit),
    }),
  );

  const expected = metricsToken ? Buffer.from(`Bearer ${metricsToken}`) : undefined;
  // Registered without a token too: else the Metric records' `/:id` route would answer this path.
  app.get(
    metricPaths.prometheus,
    {
      // The scraper is no user: it presents the metrics token, checked here, not a session.
      config: { public: true },
      schema: {
        tags,
        summary:
          "This node's request and job durations, and the job queues' depth, in Prometheus's text format",
        response: { 200: { description: 'Prometheus text exposition', type: 'string' } },
      },
    },
    async (request, reply) => {
      if (!expected) throw new LessorError('ROUTE_NOT_FOUND', [request.method, request.url]);
      const given = Buffer.from(request.headers.authorization ?? '');
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        throw new LessorError('UNAUTHENTICATED');
      return reply
        .type('text/plain; version=0.0.4; charset=utf-8')
        .send(metrics.prometheusText() + jobMetricsText() + queueDepthText(await queue.depths()));
    },
  );
}

/** The jobs waiting and running per queue: the same on every node, which share the queue. */
function queueDepthText(depths: readonly QueueDepth[]): string {
  return (
    gaugeText(
      'lessor_job_queue_waiting',
      'Jobs waiting to run, by queue.',
      depths.map(({ name, waiting }) => ({ labels: { queue: name }, value: waiting })),
    ) +
    gaugeText(
      'lessor_job_queue_running',
      'Jobs running, by queue.',
      depths.map(({ name, running }) => ({ labels: { queue: name }, value: running })),
    )
  );
}

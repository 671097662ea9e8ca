import type { RouteTiming } from '@lessor/domain/api';
import { DurationHistogram } from './duration-histogram.ts';
import { histogramText } from './prometheus-text.ts';

interface NodeSeries {
  method: string;
  route: string;
  statusClass: string;
  histogram: DurationHistogram;
}

interface TenantSeries {
  method: string;
  route: string;
  histogram: DurationHistogram;
}

/**
 * The requests this node answered since it started, by route pattern (never the URL, whose ids
 * would make a series per record): node-wide by method, route and status class for Prometheus,
 * and per tenant by method and route for the tenant's own view. Recording one request costs two
 * map lookups and a few additions; nothing is written to the database.
 */
export class RequestMetrics {
  readonly since = new Date();
  readonly #node = new Map<string, NodeSeries>();
  readonly #tenants = new Map<string, Map<string, TenantSeries>>();

  observe(method: string, route: string, statusCode: number, seconds: number, tenant?: string): void {
    const statusClass = `${Math.floor(statusCode / 100)}xx`;
    const nodeKey = `${method} ${route} ${statusClass}`;
    let series = this.#node.get(nodeKey);
    if (!series) {
      series = { method, route, statusClass, histogram: new DurationHistogram() };
      this.#node.set(nodeKey, series);
    }
    series.histogram.observe(seconds);
    if (tenant === undefined) return;
    let routes = this.#tenants.get(tenant);
    if (!routes) {
      routes = new Map();
      this.#tenants.set(tenant, routes);
    }
    const routeKey = `${method} ${route}`;
    let own = routes.get(routeKey);
    if (!own) {
      own = { method, route, histogram: new DurationHistogram() };
      routes.set(routeKey, own);
    }
    own.histogram.observe(seconds);
  }

  /** A tenant's routes, slowest first by their 95th percentile, at most `limit` of them. */
  slowestRoutes(tenant: string, limit: number): RouteTiming[] {
    const routes = [...(this.#tenants.get(tenant)?.values() ?? [])].map(({ method, route, histogram }) => ({
      method,
      route,
      count: histogram.count,
      p50Ms: milliseconds(histogram.quantile(0.5)),
      p95Ms: milliseconds(histogram.quantile(0.95)),
      maxMs: milliseconds(histogram.max),
    }));
    return routes.sort((a, b) => b.p95Ms - a.p95Ms || b.maxMs - a.maxMs).slice(0, limit);
  }

  /** The node-wide request histogram in Prometheus's text format. */
  prometheusText(): string {
    return histogramText(
      'lessor_http_request_duration_seconds',
      'Time to answer HTTP requests, by method, route pattern and status class.',
      [...this.#node.values()].map(({ method, route, statusClass, histogram }) => ({
        labels: { method, route, status_class: statusClass },
        histogram,
      })),
    );
  }
}

const milliseconds = (seconds: number) => Math.round(seconds * 10_000) / 10;

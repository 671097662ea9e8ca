/** How long one route took to answer a tenant's requests since the node started. */
export interface RouteTiming {
  method: string;
  /** The route's pattern (`/api/person/persons/:id`), not a URL. */
  route: string;
  count: number;
  /** Estimated from the duration buckets, like Prometheus's histogram_quantile. */
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

/** `GET /api/system/metrics/requests`: the caller's tenant's slowest routes on the node that answers. */
export interface RequestTimings {
  /** ISO date and time the node started counting. */
  since: string;
  routes: RouteTiming[];
}

export const metricPaths = {
  requests: '/api/system/metrics/requests',
  prometheus: '/api/system/metrics/prometheus',
} as const;

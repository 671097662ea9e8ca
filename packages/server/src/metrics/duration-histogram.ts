/**
 * Upper bounds, in seconds, of the duration buckets: from a cached read (5 ms) to a large export
 * page (10 s); Prometheus adds +Inf.
 */
export const durationBuckets: readonly number[] = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Durations observed for one series: a count per bucket (the last one past 10 s), their sum and maximum. */
export class DurationHistogram {
  readonly counts = new Array<number>(durationBuckets.length + 1).fill(0);
  count = 0;
  sum = 0;
  max = 0;

  observe(seconds: number): void {
    let bucket = 0;
    while (bucket < durationBuckets.length && seconds > (durationBuckets[bucket] ?? 0)) bucket++;
    this.counts[bucket] = (this.counts[bucket] ?? 0) + 1;
    this.count++;
    this.sum += seconds;
    if (seconds > this.max) this.max = seconds;
  }

  /**
   * The duration under which a share `q` of the observations fell, interpolated within its bucket
   * as Prometheus's histogram_quantile does; never above the largest duration seen.
   */
  quantile(q: number): number {
    if (this.count === 0) return 0;
    const rank = q * this.count;
    let below = 0;
    for (let bucket = 0; bucket < this.counts.length; bucket++) {
      const inBucket = this.counts[bucket] ?? 0;
      if (below + inBucket >= rank && inBucket > 0) {
        const lower = bucket === 0 ? 0 : (durationBuckets[bucket - 1] ?? 0);
        const upper = durationBuckets[bucket] ?? this.max;
        return Math.min(this.max, lower + ((upper - lower) * (rank - below)) / inBucket);
      }
      below += inBucket;
    }
    return this.max;
  }
}

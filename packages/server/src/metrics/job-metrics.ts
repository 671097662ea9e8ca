import { DurationHistogram } from './duration-histogram.ts';
import { histogramText } from './prometheus-text.ts';

const jobs = new Map<string, { name: string; outcome: string; histogram: DurationHistogram }>();

/**
 * Notes how long a job of this node ran (`name`: the queue's job name, `outcome`: how it ended,
 * such as 'SUCCESS' or 'ERROR'), for `lessor_job_duration_seconds`. Jobs run beside any app, so
 * their registry is the process's own.
 *
 * @example observeJob('import', 12.4, 'SUCCESS');
 */
export function observeJob(name: string, seconds: number, outcome: string): void {
  const key = `${name} ${outcome}`;
  let series = jobs.get(key);
  if (!series) {
    series = { name, outcome, histogram: new DurationHistogram() };
    jobs.set(key, series);
  }
  series.histogram.observe(seconds);
}

/** The job durations in Prometheus's text format. */
export function jobMetricsText(): string {
  return histogramText(
    'lessor_job_duration_seconds',
    'Time jobs ran on this node, by job name and outcome.',
    [...jobs.values()].map(({ name, outcome, histogram }) => ({ labels: { job: name, outcome }, histogram })),
  );
}

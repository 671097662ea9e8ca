import { type DurationHistogram, durationBuckets } from './duration-histogram.ts';

/** A histogram series to expose: its label values, in the order of the metric's label names. */
export interface LabelledHistogram {
  labels: Readonly<Record<string, string>>;
  histogram: DurationHistogram;
}

const escapeLabel = (value: string) =>
  value.replaceAll('\\', '\\\\').replaceAll('"', '\\"').replaceAll('\n', '\\n');

const labelText = (labels: Readonly<Record<string, string>>) =>
  Object.entries(labels)
    .map(([name, value]) => `${name}="${escapeLabel(value)}"`)
    .join(',');

/**
 * One histogram in the Prometheus text exposition format (version 0.0.4): cumulative `_bucket`
 * lines with `le`, then `_sum` and `_count` per series.
 */
export function histogramText(name: string, help: string, series: readonly LabelledHistogram[]): string {
  const lines = [`# HELP ${name} ${help}`, `# TYPE ${name} histogram`];
  for (const { labels, histogram } of series) {
    const base = labelText(labels);
    const prefix = base ? `${base},` : '';
    let cumulative = 0;
    durationBuckets.forEach((bound, bucket) => {
      cumulative += histogram.counts[bucket] ?? 0;
      lines.push(`${name}_bucket{${prefix}le="${bound}"} ${cumulative}`);
    });
    lines.push(`${name}_bucket{${prefix}le="+Inf"} ${histogram.count}`);
    lines.push(`${name}_sum{${base}} ${histogram.sum}`);
    lines.push(`${name}_count{${base}} ${histogram.count}`);
  }
  return `${lines.join('\n')}\n`;
}

/** One gauge in the same format: a line per labelled value. */
export function gaugeText(
  name: string,
  help: string,
  series: readonly { labels: Readonly<Record<string, string>>; value: number }[],
): string {
  const lines = [`# HELP ${name} ${help}`, `# TYPE ${name} gauge`];
  for (const { labels, value } of series) lines.push(`${name}{${labelText(labels)}} ${value}`);
  return `${lines.join('\n')}\n`;
}

import { describe, expect, it } from 'vitest';
import { DurationHistogram } from './duration-histogram.ts';

describe('a duration histogram', () => {
  it('estimates percentiles within buckets, never above the longest duration seen', () => {
    const histogram = new DurationHistogram();
    for (let i = 0; i < 90; i++) histogram.observe(0.004);
    for (let i = 0; i < 10; i++) histogram.observe(0.3);
    expect(histogram.count).toBe(100);
    expect(histogram.counts[0]).toBe(90);
    expect(histogram.quantile(0.5)).toBeCloseTo(0.0028, 4);
    expect(histogram.quantile(0.95)).toBeGreaterThan(0.25);
    expect(histogram.quantile(0.95)).toBeLessThanOrEqual(0.3);
    expect(histogram.max).toBe(0.3);
  });

  it('answers zero before any observation, and counts past the last bound apart', () => {
    const histogram = new DurationHistogram();
    expect(histogram.quantile(0.95)).toBe(0);
    histogram.observe(42);
    expect(histogram.counts.at(-1)).toBe(1);
    expect(histogram.quantile(0.5)).toBeGreaterThan(10);
    expect(histogram.quantile(1)).toBe(42);
  });
});

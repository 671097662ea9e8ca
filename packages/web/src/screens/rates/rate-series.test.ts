import { describe, expect, it } from 'vitest';
import { rateChartOption, rateValuesOf, valueInForce } from './rate-series.ts';

const records = [
  { registration: 'IDV1', date: '2026-10-01T00:00:00.000Z', value: 0.02051 },
  { registration: 'IDV3', date: '2026-11-02T00:00:00.000Z', value: 0.02034 },
  { registration: 'IDV2', date: '2026-10-15T00:00:00.000Z', value: 0.02047 },
  { registration: 'IDV4', date: '2026-11-03T00:00:00.000Z', value: 'not a number' },
];

describe("an index's rate values", () => {
  it('are read newest first, leaving out what has no day or no number', () => {
    expect(rateValuesOf(records).map((value) => [value.day, value.rate])).toEqual([
      ['2026-11-02', 0.02034],
      ['2026-10-15', 0.02047],
      ['2026-10-01', 0.02051],
    ]);
  });

  it('hold from their day to the next fixing', () => {
    const values = rateValuesOf(records);
    expect(valueInForce(values, '2026-10-31')?.registration).toBe('IDV2');
    expect(valueInForce(values, '2026-11-02')?.registration).toBe('IDV3');
    expect(valueInForce(values, '2026-09-30')).toBeUndefined();
  });

  it('draw oldest first, in percent', () => {
    const option = rateChartOption(rateValuesOf(records), 'EUR3M') as { series: Array<{ data: unknown[] }> };
    expect(option.series[0]?.data).toEqual([
      ['2026-10-01', 2.051],
      ['2026-10-15', 2.047],
      ['2026-11-02', 2.034],
    ]);
  });
});

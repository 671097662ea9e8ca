import type { EChartsCoreOption } from 'echarts/core';

/** One value of a rate index: its day (`2026-11-02`) and the rate as a fraction (0.02034 for 2.034 %). */
export interface RateValue {
  registration: string;
  day: string;
  rate: number;
}

/** The values of an index's records, newest first; a record without a day or a number is left out. */
export function rateValuesOf(records: ReadonlyArray<Readonly<Record<string, unknown>>>): RateValue[] {
  return records
    .flatMap((record) => {
      const day = typeof record.date === 'string' ? record.date.slice(0, 10) : '';
      const { registration, value } = record;
      return /^\d{4}-\d{2}-\d{2}$/.test(day) && typeof value === 'number' && typeof registration === 'string'
        ? [{ registration, day, rate: value }]
        : [];
    })
    .sort((a, b) => b.day.localeCompare(a.day));
}

/**
 * The value in force on a day: the latest fixing on or before it, as a variable rate reads its
 * index; undefined before the first.
 * @example valueInForce([{ day: '2026-11-02', … }, { day: '2026-10-01', … }], '2026-10-31')?.day // '2026-10-01'
 */
export function valueInForce(newestFirst: readonly RateValue[], day: string): RateValue | undefined {
  return newestFirst.find((value) => value.day <= day);
}

/**
 * The index's line over time, oldest on the left, its axis in percent; a step line, as a fixing
 * holds until the next.
 */
export function rateChartOption(newestFirst: readonly RateValue[], name: string): EChartsCoreOption {
  // Rounded past any rate's decimals: 0.02047 × 100 is 2.0469999… in binary.
  const points = [...newestFirst]
    .reverse()
    .map((value) => [value.day, Number((value.rate * 100).toFixed(8))]);
  return {
    animation: false,
    grid: { left: 48, right: 16, top: 16, bottom: 32 },
    tooltip: { trigger: 'axis', valueFormatter: (value: number) => `${Number(value).toFixed(3)} %` },
    xAxis: { type: 'time' },
    yAxis: { type: 'value', scale: true, axisLabel: { formatter: '{value} %' } },
    series: [{ name, type: 'line', step: 'end', showSymbol: points.length < 60, data: points }],
  };
}

import { type Random, seededRandom } from './seeded-random.ts';

/** An argument as the spreadsheet receives it: a number, a range of numbers, or a range of ISO dates. */
export type CaseArgument = number | number[] | string[];

/** One call of a spreadsheet function, named like our export (`pmt`, `xirr`, ...). */
export interface SheetCase {
  id: string;
  fn: string;
  args: CaseArgument[];
  note?: string;
}

const MONTHLY_RATES = [0.001, 0.005, 0.01, 0.02, 0.035, 0.05, 0.08, 0.12, 0.2, 0.3].map(
  (annual) => annual / 12,
);

function randomRate(random: Random): number {
  return random.pick([
    () => random.pick(MONTHLY_RATES),
    () => random.typed(0.0001, 0.25, 6),
    () => random.typed(-0.02, 0.02, 8),
  ])();
}

// Beyond this growth, (1 + rate)^periods swamps the amounts and every double result is noise.
const MAX_GROWTH = 1e12;

/** A rate and a number of periods whose growth stays within what doubles can resolve. */
function randomTerm(random: Random, maxPeriods: number): [number, number] {
  for (;;) {
    const rate = randomRate(random);
    const periods = random.pick([random.integer(1, maxPeriods), random.integer(1, 60)]);
    if ((1 + Math.abs(rate)) ** periods <= MAX_GROWTH) return [rate, periods];
  }
}

function randomAmount(random: Random): number {
  return random.pick([1, -1]) * random.typed(1, random.pick([1_000, 100_000, 10_000_000]), 2);
}

/** Cases of PMT, FV, PV, IPMT and PPMT: random annuities and the hard corners. */
function annuityCases(random: Random): SheetCase[] {
  const cases: SheetCase[] = [];
  const corners: [number, number, string][] = [
    [0, 12, 'rate 0'],
    [0, 1, 'rate 0, one period'],
    [1e-9, 360, 'rate close to zero'],
    [1e-6, 240, 'rate close to zero'],
    [-0.004, 60, 'negative rate'],
    [0.05 / 12, 1200, 'long series'],
    [0.9, 30, 'high rate'],
    [0.05 / 12, 7.5, 'fractional periods'],
  ];
  for (const fn of ['pmt', 'fv', 'pv']) {
    const third = fn === 'pmt' ? 'pv' : 'pmt';
    for (let k = 0; k < 50; k++) {
      const [rate, periods] = randomTerm(random, 480);
      const args: number[] = [rate, periods, randomAmount(random)];
      const extra = random.integer(0, 2);
      if (extra >= 1) args.push(random.pick([0, randomAmount(random) / 10]));
      if (extra >= 2) args.push(random.pick([0, 1]));
      cases.push({ id: `${fn}/${k}`, fn, args, note: `random, ${third} and optional arguments` });
    }
    corners.forEach(([rate, periods, note], k) => {
      for (const type of [0, 1]) {
        cases.push({
          id: `${fn}/corner-${k}-${type}`,
          fn,
          args: [rate, periods, 25_000, -2_500, type],
          note,
        });
      }
    });
    cases.push({ id: `${fn}/zero-periods`, fn, args: [0.01, 0, 1_000], note: 'zero periods' });
    cases.push({ id: `${fn}/zero-periods-rate-0`, fn, args: [0, 0, 1_000], note: 'zero periods, rate 0' });
  }
  for (const fn of ['ipmt', 'ppmt']) {
    for (let k = 0; k < 60; k++) {
      const [rate, periods] = randomTerm(random, 360);
      const period = random.pick([1, periods, random.integer(1, periods)]);
      const args: number[] = [rate, period, periods, randomAmount(random)];
      const extra = random.integer(0, 2);
      if (extra >= 1) args.push(random.pick([0, randomAmount(random) / 10]));
      if (extra >= 2) args.push(random.pick([0, 1]));
      cases.push({ id: `${fn}/${k}`, fn, args, note: 'random' });
    }
    corners.forEach(([rate, periods, note], k) => {
      for (const type of [0, 1]) {
        for (const period of [1, 2, Math.floor(periods)]) {
          if (period > periods) continue;
          const args = [rate, period, periods, 25_000, -2_500, type];
          cases.push({
            id: `${fn}/corner-${k}-${type}-${period}`,
            fn,
            args,
            note: `${note}, period ${period}`,
          });
        }
      }
    });
    cases.push({ id: `${fn}/period-0`, fn, args: [0.01, 0, 12, 1_000], note: 'period before the first' });
    cases.push({ id: `${fn}/period-after`, fn, args: [0.01, 13, 12, 1_000], note: 'period after the last' });
  }
  return cases;
}

/** Cases of NPER and RATE: annuities built from a known rate, and ones without a solution. */
function solvingCases(random: Random): SheetCase[] {
  const cases: SheetCase[] = [];
  for (let k = 0; k < 70; k++) {
    const rate = random.pick([
      random.pick(MONTHLY_RATES),
      random.typed(0.001, 0.2, 5),
      random.typed(-0.01, 0, 6),
    ]);
    const periods = random.pick([random.integer(2, 480), random.integer(2, 36)]);
    const pv = Math.abs(randomAmount(random));
    const fv = random.pick([0, 0, -pv * random.typed(0.05, 0.4, 2)]);
    const type = random.pick([0, 0, 1]);
    const growth = (1 + rate) ** periods;
    const payment =
      rate === 0 ? -(pv + fv) / periods : -((pv * growth + fv) * rate) / ((1 + rate * type) * (growth - 1));
    const pmt = Math.round(payment * 100) / 100;
    cases.push({
      id: `rate/${k}`,
      fn: 'rate',
      args: [periods, pmt, pv, fv, type],
      note: 'annuity from a known rate',
    });
    cases.push({
      id: `nper/${k}`,
      fn: 'nper',
      args: [rate, pmt, pv, fv, type],
      note: 'annuity from a known rate',
    });
  }
  const special: [string, number[], string][] = [
    ['zero-rate', [36, -100, 3_600], 'rate 0'],
    ['guess', [360, -536.82, 100_000, 0, 0, 0.001], 'guess'],
    ['guess-far', [360, -536.82, 100_000, 0, 0, 0.9], 'guess far from the root'],
    ['advance', [24, -450, 10_000, 0, 1], 'type 1'],
    ['fractional', [30.5, -350, 9_000], 'fractional periods'],
    ['negative', [12, -80, 1_000], 'negative rate'],
    ['no-solution', [12, 100, 1_000], 'payments of the same sign as pv'],
    ['high', [10, -5_000, 10_000], 'high rate'],
    ['balloon', [48, -250, 12_000, -3_000, 0], 'residual value'],
    ['one-period', [1, -1_050, 1_000], 'one period'],
  ];
  for (const [id, args, note] of special) cases.push({ id: `rate/${id}`, fn: 'rate', args, note });
  const nperSpecial: [string, number[], string][] = [
    ['zero-rate', [0, -100, 3_600], 'rate 0'],
    ['advance', [0.01, -450, 10_000, 0, 1], 'type 1'],
    ['never', [0.01, -50, 10_000], 'payment below the interest'],
    ['with-fv', [0.005, -300, 10_000, -2_000], 'residual value'],
    ['negative-rate', [-0.01, -80, 1_000], 'negative rate'],
  ];
  for (const [id, args, note] of nperSpecial) cases.push({ id: `nper/${id}`, fn: 'nper', args, note });
  return cases;
}

function randomFlows(random: Random, count: number): number[] {
  const invest = -random.typed(1_000, 1_000_000, 2);
  const flows = [invest];
  const meanReturn = (-invest / count) * random.between(0.6, 1.8);
  for (let k = 1; k < count; k++) flows.push(Number((meanReturn * random.between(0.2, 1.8)).toFixed(2)));
  return flows;
}

/** Cases of NPV and IRR: projects, near-zero and negative returns, long series, several sign changes. */
function periodicCases(random: Random): SheetCase[] {
  const cases: SheetCase[] = [];
  for (let k = 0; k < 40; k++) {
    const flows = randomFlows(random, random.integer(1, 60)).map((v) => v * random.pick([1, -1]));
    cases.push({ id: `npv/${k}`, fn: 'npv', args: [random.typed(-0.5, 1, 4), flows], note: 'random' });
  }
  cases.push({ id: 'npv/rate-0', fn: 'npv', args: [0, [-100, 50, 60]], note: 'rate 0' });
  cases.push({ id: 'npv/long', fn: 'npv', args: [0.004, randomFlows(random, 360)], note: 'long series' });
  cases.push({ id: 'npv/rate-minus-1', fn: 'npv', args: [-1, [-100, 50, 60]], note: 'rate -100 %' });
  for (let k = 0; k < 90; k++) {
    const flows = randomFlows(random, random.integer(2, 40));
    const args: CaseArgument[] = [flows];
    if (k % 5 === 0) args.push(random.pick([0, 0.05, -0.1, 0.3]));
    cases.push({ id: `irr/${k}`, fn: 'irr', args, note: 'random project' });
  }
  const special: [string, CaseArgument[], string][] = [
    ['near-zero', [[-1000, 250, 250, 250, 250.01]], 'near-zero IRR'],
    ['zero', [[-1000, 250, 250, 250, 250]], 'zero IRR'],
    ['negative', [[-1000, 200, 200, 200, 200]], 'negative IRR'],
    ['very-negative', [[-1000, 10, 10, 10]], 'IRR close to -100 %'],
    ['large', [[-100, 600, 10]], 'IRR above 400 %'],
    ['two-roots-10', [[-100, 230, -132]], 'two sign changes (10 % and 20 %)'],
    ['two-roots-guess', [[-100, 230, -132], 0.25], 'two sign changes, guess near 20 %'],
    ['three-changes', [[-1000, 3_600, -4_310, 1_716]], 'three sign changes'],
    ['mine', [[-1600, 10_000, -10_000]], 'two roots, 25 % and 400 %'],
    ['zeros', [[-500, 0, 0, 0, 900]], 'zero flows between'],
    ['leading-zero', [[0, -500, 100, 200, 300]], 'leading zero'],
    ['two', [[-100, 110]], 'two flows'],
    ['long-120', [randomFlows(random, 120)], 'long series'],
    ['long-360', [randomFlows(random, 360)], 'long series'],
    ['long-1000', [randomFlows(random, 1000)], 'long series'],
    ['all-positive', [[100, 200, 300]], 'all positive'],
    ['all-negative', [[-100, -200]], 'all negative'],
    ['one', [[-100]], 'one flow'],
    ['guess-minus-1', [[-100, 60, 60], -1], 'guess -100 %'],
  ];
  for (const [id, args, note] of special) cases.push({ id: `irr/${id}`, fn: 'irr', args, note });
  return cases;
}

const DAY_MS = 86_400_000;

function isoDay(days: number): string {
  return new Date(days * DAY_MS).toISOString().slice(0, 10);
}

function randomDates(random: Random, count: number, spreadDays: number): string[] {
  const start = Date.UTC(random.integer(1995, 2030), random.integer(0, 11), random.integer(1, 28)) / DAY_MS;
  const days = [start];
  for (let k = 1; k < count; k++) days.push(start + random.integer(0, spreadDays));
  return days.map(isoDay);
}

/** Cases of XNPV and XIRR: dated flows with leap years, same-day flows, unsorted dates and long series. */
function datedCases(random: Random): SheetCase[] {
  const cases: SheetCase[] = [];
  const leap = ['2024-02-28', '2024-02-29', '2024-03-01', '2025-02-28', '2028-02-29'];
  for (let k = 0; k < 45; k++) {
    const count = random.integer(2, 30);
    const flows = randomFlows(random, count);
    const dates = randomDates(random, count, random.pick([60, 400, 3_650]));
    cases.push({
      id: `xnpv/${k}`,
      fn: 'xnpv',
      args: [random.typed(-0.5, 1, 4), flows, dates],
      note: 'random',
    });
  }
  cases.push({
    id: 'xnpv/leap',
    fn: 'xnpv',
    args: [0.07, [-1000, 300, 400, 500, 10], leap],
    note: 'leap years',
  });
  cases.push({
    id: 'xnpv/rate-0',
    fn: 'xnpv',
    args: [0, [-100, 50, 60], ['2020-01-01', '2020-06-01', '2021-01-01']],
  });
  cases.push({
    id: 'xnpv/same-day',
    fn: 'xnpv',
    args: [0.1, [-100, 50, 60], ['2020-01-01', '2020-01-01', '2021-01-01']],
  });
  for (let k = 0; k < 90; k++) {
    const count = random.integer(2, 40);
    const flows = randomFlows(random, count);
    const dates = randomDates(random, count, random.pick([90, 720, 3_650, 10_000]));
    const args: CaseArgument[] = [flows, dates];
    if (k % 6 === 0) args.push(random.pick([0, 0.05, -0.1, 0.5]));
    cases.push({ id: `xirr/${k}`, fn: 'xirr', args, note: 'random' });
  }
  const long = randomFlows(random, 1000);
  const longDates = Array.from({ length: 1000 }, (_, k) => isoDay(Date.UTC(2000, 0, 3) / DAY_MS + k * 7));
  const special: [string, CaseArgument[], string][] = [
    ['leap', [[-1000, 300, 400, 500, 10], leap], 'leap years'],
    [
      'leap-2000',
      [
        [-1000, 1100],
        ['1999-02-28', '2000-02-29'],
      ],
      'leap year 2000',
    ],
    [
      'same-day-some',
      [
        [-1000, -500, 800, 900],
        ['2020-01-01', '2020-01-01', '2021-01-01', '2021-01-01'],
      ],
      'same-day flows',
    ],
    [
      'same-day-all',
      [
        [-1000, 1100],
        ['2020-01-01', '2020-01-01'],
      ],
      'all on the same day',
    ],
    [
      'unsorted',
      [
        [-1000, 600, 600],
        ['2020-01-01', '2021-06-01', '2020-06-01'],
      ],
      'unsorted dates',
    ],
    [
      'first-not-earliest',
      [
        [-1000, 300, 800],
        ['2020-06-01', '2020-01-01', '2021-06-01'],
      ],
      'a date before the first',
    ],
    [
      'near-zero',
      [
        [-1000, 500, 500.01],
        ['2020-01-01', '2020-07-01', '2021-01-01'],
      ],
      'near-zero XIRR',
    ],
    [
      'negative',
      [
        [-1000, 400, 400],
        ['2020-01-01', '2021-01-01', '2022-01-01'],
      ],
      'negative XIRR',
    ],
    [
      'very-negative',
      [
        [-1000, 5],
        ['2020-01-01', '2022-01-01'],
      ],
      'XIRR close to -100 %',
    ],
    [
      'large',
      [
        [-1000, 1500],
        ['2020-01-01', '2020-02-01'],
      ],
      'XIRR of thousands of percent',
    ],
    [
      'two-roots',
      [
        [-100, 230, -132],
        ['2020-01-01', '2021-01-01', '2022-01-01'],
      ],
      'two sign changes',
    ],
    [
      'two-roots-guess',
      [[-100, 230, -132], ['2020-01-01', '2021-01-01', '2022-01-01'], 0.25],
      'two sign changes, guess',
    ],
    ['long-1000', [long, longDates], 'long series'],
    ['long-365', [randomFlows(random, 365), randomDates(random, 365, 3_650)], 'long series'],
    [
      'all-positive',
      [
        [100, 200],
        ['2020-01-01', '2021-01-01'],
      ],
      'all positive',
    ],
    [
      'all-negative',
      [
        [-100, -200],
        ['2020-01-01', '2021-01-01'],
      ],
      'all negative',
    ],
    ['one', [[-100], ['2020-01-01']], 'one flow'],
  ];
  for (const [id, args, note] of special) cases.push({ id: `xirr/${id}`, fn: 'xirr', args, note });
  return cases;
}

/** Cases of EFFECT and NOMINAL: usual compoundings, truncated fractional counts and invalid ones. */
function conversionCases(random: Random): SheetCase[] {
  const cases: SheetCase[] = [];
  for (const fn of ['effect', 'nominal']) {
    for (let k = 0; k < 40; k++) {
      const periods = random.pick([1, 2, 4, 12, 52, 360, 365, random.typed(1, 30, 2)]);
      cases.push({ id: `${fn}/${k}`, fn, args: [random.typed(0.0001, 0.6, 6), periods], note: 'random' });
    }
    cases.push({ id: `${fn}/tiny`, fn, args: [1e-9, 12], note: 'rate close to zero' });
    cases.push({ id: `${fn}/daily`, fn, args: [0.05, 365], note: 'daily compounding' });
    cases.push({ id: `${fn}/zero`, fn, args: [0, 12], note: 'rate 0' });
    cases.push({ id: `${fn}/negative`, fn, args: [-0.05, 12], note: 'negative rate' });
    cases.push({ id: `${fn}/below-one`, fn, args: [0.05, 0.5], note: 'less than one period' });
  }
  return cases;
}

/**
 * Where Calc's own rules decide: a payment type other than 0 or 1, XNPV over one flow, XIRR over
 * flows that change sign several times (the root depends on the guess and the order of Calc's
 * starts) and XIRR of a near total loss (where every start of Calc's overshoots past -100 %).
 */
function parityCases(): SheetCase[] {
  const cases: SheetCase[] = [];
  for (const type of [2, -1, 0.5]) {
    cases.push({ id: `pmt/type-${type}`, fn: 'pmt', args: [0.01, 12, 1_000, 0, type], note: `type ${type}` });
    cases.push({ id: `pv/type-${type}`, fn: 'pv', args: [0.01, 12, -100, 50, type], note: `type ${type}` });
    cases.push({ id: `fv/type-${type}`, fn: 'fv', args: [0.01, 12, -100, -500, type], note: `type ${type}` });
    cases.push({
      id: `nper/type-${type}`,
      fn: 'nper',
      args: [0.01, -100, 1_000, 0, type],
      note: `type ${type}`,
    });
    cases.push({
      id: `rate/type-${type}`,
      fn: 'rate',
      args: [24, -450, 10_000, 0, type],
      note: `type ${type}`,
    });
    for (const period of [1, 2, 12]) {
      for (const fn of ['ipmt', 'ppmt']) {
        cases.push({
          id: `${fn}/type-${type}-${period}`,
          fn,
          args: [0.01, period, 12, 1_000, 0, type],
          note: `type ${type}, period ${period}`,
        });
      }
    }
  }
  cases.push({ id: 'xnpv/one', fn: 'xnpv', args: [0.1, [-100], ['2020-01-01']], note: 'one flow' });
  cases.push({ id: 'xnpv/one-positive', fn: 'xnpv', args: [0.05, [250], ['2020-01-01']], note: 'one flow' });
  const years = (count: number, start = 2021) =>
    Array.from({ length: count }, (_, k) => `${start + k}-01-01`);
  const halfYears = ['2020-01-01', '2020-07-01', '2021-01-01', '2021-07-01'];
  const dated: [string, CaseArgument[], string][] = [
    ['sign-changes-low', [[-100, 300, -250, 60], halfYears], 'three sign changes, Calc keeps -83 %'],
    ['sign-changes-guess-low', [[-100, 300, -250, 60], halfYears, -0.5], 'three sign changes, guess -50 %'],
    ['sign-changes-guess-high', [[-100, 300, -250, 60], halfYears, 3], 'three sign changes, guess 300 %'],
    ['mine-guess-2', [[-1600, 10_000, -10_000], years(3, 2020), 2], 'two roots, guess 200 %'],
    ['mine-guess-10', [[-1600, 10_000, -10_000], years(3, 2020), 10], 'two roots, guess 1000 %'],
    ['four-changes', [[1000, -3000, 2500, -600, 200], years(5, 2020)], 'four sign changes'],
    ['total-loss-year', [[-1000, 5], years(2)], 'XIRR -99.5 %: Calc gives up'],
    [
      'total-loss-half-year',
      [
        [-1000, 50],
        ['2020-01-01', '2020-07-01'],
      ],
      'XIRR -99.75 %: Calc gives up',
    ],
    [
      'total-loss-two-years',
      [
        [-1000, 5],
        ['2020-01-01', '2022-01-01'],
      ],
      'XIRR -92.9 %',
    ],
    ['total-loss-trickle', [[-1000, 10, 10, 10], years(4)], 'XIRR -76.6 %'],
    ['total-loss-tiny', [[-1000, 0.01], years(2)], 'XIRR -99.999 %: Calc gives up'],
  ];
  for (const [id, args, note] of dated) cases.push({ id: `xirr/${id}`, fn: 'xirr', args, note });
  return cases;
}

/** Every case, in a stable order: the same list each time the fixtures are generated. */
export function spreadsheetCases(): SheetCase[] {
  const random = seededRandom(20_240_229);
  return [
    ...annuityCases(random),
    ...solvingCases(random),
    ...periodicCases(random),
    ...datedCases(random),
    ...conversionCases(random),
    ...parityCases(),
  ];
}

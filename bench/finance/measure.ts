/** One contender in a comparison: a name and a call that takes a varying index and returns a number. */
export interface Contender {
  name: string;
  run: (index: number) => number;
}

/** Operations per second of a contender: the median of interleaved rounds. */
export interface Measured {
  name: string;
  opsPerSecond: number;
}

type Batch = (run: (index: number) => number, iterations: number) => number;

/**
 * A timing loop of its own for each contender: a loop shared by all would see several callees at
 * its call site and stop inlining them, which would penalise the fastest functions the most.
 */
function batchLoop(): Batch {
  // new Function compiles a distinct function each time, with its own call-site feedback.
  return new Function(
    'run',
    'iterations',
    'let sum = 0; for (let index = 0; index < iterations; index++) sum += run(index); return sum;',
  ) as Batch;
}

// Results flow into this sink so that no call is optimised away.
let sink = 0;

function timeBatch(batch: Batch, run: (index: number) => number, iterations: number): number {
  const start = process.hrtime.bigint();
  sink += batch(run, iterations);
  return Number(process.hrtime.bigint() - start) / 1e9;
}

/** Measures the contenders side by side in the same process, `rounds` times each, interleaved. */
export function compare(contenders: readonly Contender[], rounds = 9, seconds = 0.15): Measured[] {
  const timed = contenders.map((contender) => {
    const batch = batchLoop();
    timeBatch(batch, contender.run, 1_000); // warm-up: let the JIT compile
    let iterations = 1;
    while (timeBatch(batch, contender.run, iterations) < seconds / 4) iterations *= 2;
    return { contender, batch, iterations: iterations * 4, samples: [] as number[] };
  });
  for (let round = 0; round < rounds; round++) {
    for (const entry of timed) {
      entry.samples.push(entry.iterations / timeBatch(entry.batch, entry.contender.run, entry.iterations));
    }
  }
  return timed.map(({ contender, samples }) => {
    const sorted = [...samples].sort((a, b) => a - b);
    return { name: contender.name, opsPerSecond: sorted[Math.floor(sorted.length / 2)] ?? 0 };
  });
}

/** Keeps the sink observable. */
export function sinkValue(): number {
  return sink;
}

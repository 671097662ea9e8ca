/**
 * Validating a 10,000-row person import (IBAN, Spanish id, e-mail, phone, birth date) with the
 * domain's field rules, against the same checks written with the libraries alone, in one run.
 * Also per column, since the phone dominates the row and would hide the cost of the others.
 * Run: npx node bench/validation/validation.bench.ts
 */
import { generateImportRows, type ImportRow } from './generate-import-rows.ts';
import { domainChecks, validateRowWithDomain } from './validate-with-domain.ts';
import { libraryChecks, validateRowWithLibraries } from './validate-with-libraries.ts';

const rowCount = 10_000;
const rounds = 7;
const columns = ['iban', 'spanishId', 'email', 'phone', 'birthDate'] as const;

/** Rows per second of one pass over the rows, and how many came out invalid. */
function timeRun(
  rows: readonly ImportRow[],
  validate: (row: ImportRow) => boolean,
): { perSecond: number; invalid: number } {
  const start = performance.now();
  let invalid = 0;
  for (const row of rows) if (!validate(row)) invalid++;
  return { perSecond: rows.length / ((performance.now() - start) / 1000), invalid };
}

/** Median rows/s of both sides over alternating rounds, so machine noise falls on both alike. */
function compare(
  rows: readonly ImportRow[],
  ours: (row: ImportRow) => boolean,
  theirs: (row: ImportRow) => boolean,
): { domain: number; libraries: number; ratio: number; invalid: [number, number] } {
  timeRun(rows, ours);
  timeRun(rows, theirs);
  const domain: number[] = [];
  const libraries: number[] = [];
  let invalid: [number, number] = [0, 0];
  for (let round = 0; round < rounds; round++) {
    const a = timeRun(rows, ours);
    const b = timeRun(rows, theirs);
    domain.push(a.perSecond);
    libraries.push(b.perSecond);
    invalid = [a.invalid, b.invalid];
  }
  const medianOf = (values: number[]) =>
    [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? 0;
  const [d, l] = [medianOf(domain), medianOf(libraries)];
  return { domain: Math.round(d), libraries: Math.round(l), ratio: Number((d / l).toFixed(3)), invalid };
}

const rows = generateImportRows(rowCount);
const whole = compare(
  rows,
  (row) => validateRowWithDomain(row).length === 0,
  (row) => validateRowWithLibraries(row).length === 0,
);
const perColumn = Object.fromEntries(
  columns.map((column) => [
    column,
    compare(
      rows,
      (row) => domainChecks[column](row[column]) === undefined,
      (row) => libraryChecks[column](row[column]) === undefined,
    ),
  ]),
);

const line = (name: string, result: typeof whole) =>
  `  ${name.padEnd(10)} ${result.domain.toLocaleString('en').padStart(11)} ${result.libraries.toLocaleString('en').padStart(11)}   ${result.ratio.toFixed(3)}   ${result.invalid[0]} / ${result.invalid[1]}`;
console.log(
  [
    `validation of a ${rowCount.toLocaleString('en')}-row import, median of ${rounds} rounds, ${process.version}`,
    '  check        domain/s  libraries/s   ratio   invalid (domain / libraries)',
    line('whole row', whole),
    ...columns.map((column) => line(column, perColumn[column] ?? whole)),
  ].join('\n'),
);
console.log(JSON.stringify({ rows: rowCount, rounds, node: process.version, whole, perColumn }));

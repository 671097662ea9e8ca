/**
 * Writes the finance reference fixtures: builds a spreadsheet of cases, has LibreOffice Calc
 * compute it headless, and stores Calc's answers as JSON beside the finance sources.
 * Run from the repository root: npx node packages/domain/scripts/finance-fixtures/generate-fixtures.ts
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSheet, readResults } from './flat-ods.ts';
import { spreadsheetCases } from './spreadsheet-cases.ts';

const output = new URL('../../src/finance/fixtures/calc-reference.json', import.meta.url);
const soffice = process.env.SOFFICE ?? 'soffice';

const cases = spreadsheetCases();
const workDirectory = mkdtempSync(join(tmpdir(), 'lessor-finance-fixtures-'));
try {
  const input = join(workDirectory, 'cases.fods');
  const converted = join(workDirectory, 'out');
  writeFileSync(input, buildSheet(cases));
  // A private profile keeps a running LibreOffice from intercepting the conversion.
  const profile = `-env:UserInstallation=file://${join(workDirectory, 'profile')}`;
  execFileSync(soffice, [profile, '--headless', '--convert-to', 'fods', '--outdir', converted, input], {
    stdio: 'inherit',
  });
  const version = execFileSync(soffice, [profile, '--version'], { encoding: 'utf8' }).trim();
  const results = readResults(readFileSync(join(converted, 'cases.fods'), 'utf8'));
  const lines = cases.map((sheetCase) => {
    const result = results.get(sheetCase.id);
    if (!result) throw new Error(`Calc gave no result for ${sheetCase.id}`);
    return JSON.stringify({ ...sheetCase, ...('value' in result ? { expected: result.value } : result) });
  });
  const header = JSON.stringify({
    generator: version,
    generatedBy: 'packages/domain/scripts/finance-fixtures',
  });
  writeFileSync(output, `{"meta":${header},"cases":[\n${lines.join(',\n')}\n]}\n`);
  const errors = lines.filter((line) => line.includes('"error"')).length;
  console.log(`${cases.length} cases (${errors} spreadsheet errors) written to ${output.pathname}`);
} finally {
  rmSync(workDirectory, { recursive: true, force: true });
}

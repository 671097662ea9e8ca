import { describe, expect, it } from 'vitest';
import { generateImportRows } from './generate-import-rows.ts';
import { validateRowWithDomain } from './validate-with-domain.ts';
import { validateRowWithLibraries } from './validate-with-libraries.ts';

describe('the validation benchmark', () => {
  const rows = generateImportRows(10_000);

  it('generates the same rows every run, about one value in ten broken', () => {
    expect(generateImportRows(3)).toEqual(generateImportRows(3));
    const invalidRows = rows.filter((row) => validateRowWithDomain(row).length > 0).length;
    // 1 - 0.9^5 of the rows have at least one broken value.
    expect(invalidRows / rows.length).toBeGreaterThan(0.35);
    expect(invalidRows / rows.length).toBeLessThan(0.47);
  });

  it('compares like with like: the domain and the bare libraries answer the same messages on every row', () => {
    for (const row of rows)
      expect(validateRowWithDomain(row), JSON.stringify(row)).toEqual(validateRowWithLibraries(row));
  });
});

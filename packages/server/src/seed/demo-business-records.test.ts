import { findEntity } from '@lessor/domain/entities';
import type { FieldDefinition } from '@lessor/domain/fields';
import { normalizeRecord, validateRecord } from '@lessor/domain/validation';
import { describe, expect, it } from 'vitest';
import { demoBook } from './demo-book.ts';
import { demoBusinessRecords } from './demo-business-records.ts';
import { demoPeople } from './demo-people.ts';

describe('the demo book', () => {
  const today = '2026-11-25';
  const { cast } = demoPeople(240);
  const { records } = demoBook(cast, { today, owner: 'admin@demo' });

  it('holds over 10,000 records, every one passing every rule of its declaration', () => {
    const total = [...records.values()].reduce((sum, bodies) => sum + bodies.length, 0);
    expect(total).toBeGreaterThanOrEqual(10_000);
    for (const [name, bodies] of records) {
      const entity = findEntity(name);
      if (!entity) throw new Error(name);
      const problems = bodies
        .slice(0, 300)
        .flatMap((body) => validateRecord(entity.fields, normalizeRecord(entity.fields, body, {})));
      expect(problems, name).toEqual([]);
    }
  });

  it('is the same for the same seed and day, and moves with the day', () => {
    const again = demoBook(demoPeople(240).cast, { today, owner: 'admin@demo' }).records;
    expect(again.get('Contract')?.[7]).toEqual(records.get('Contract')?.[7]);
    expect(again.get('Invoice')?.length).toBe(records.get('Invoice')?.length);
    const later = demoBook(cast, { today: '2027-03-25', owner: 'admin@demo' }).records;
    expect(later.get('Contract')?.[7]?.startDate).not.toEqual(records.get('Contract')?.[7]?.startDate);
  });

  it('stores every rate and percentage as a fraction: 4.34 % is 0.0434', () => {
    const percentages: { path: string; value: unknown }[] = [];
    for (const [name, bodies] of records) {
      const entity = findEntity(name);
      if (!entity) throw new Error(name);
      for (const body of bodies) collectPercentages(entity.fields, body, name, percentages);
    }
    // Tax rates run from 0 (exempt) to the standard 20 %: fractions too, but no interest rate.
    const taxRates = percentages.filter((found) => found.path === 'Tax.rate').map(({ value }) => value);
    expect(taxRates).toEqual([0.196, 0.2, 0.1, 0]);
    const rates = percentages.filter((found) => found.path.endsWith('.rate') && found.path !== 'Tax.rate');
    expect(rates.length).toBeGreaterThan(1_000);
    for (const { path, value } of percentages.filter((found) => found.path !== 'Tax.rate')) {
      expect(typeof value, path).toBe('number');
      expect(value as number, path).toBeGreaterThan(0);
      // The demo's rates run from 2 % to 7 %, its stakes and collaterals up to 100 %: a percent would be above 1.
      expect(value as number, path).toBeLessThanOrEqual(path.endsWith('.rate') ? 0.1 : 1);
    }
    expect(new Set(rates.map(({ path }) => path))).toEqual(
      new Set([
        'Contract.rate',
        'Contract.quotations.rate',
        'Amendment.quotations.rate',
        'Deal.rate',
        'Deal.quotations.rate',
        'Product.rate',
        'ProductTable.rows.rate',
        'Funding.rate',
      ]),
    );
  });
});

describe('demo business records for a tenant of many contracts', () => {
  it('give as many contracts as asked, naming only the persons given and no asset', () => {
    const persons = ['PER00000001', 'PER00000002'];
    const contracts = demoBusinessRecords({ Contract: 50 }, persons).get('Contract') ?? [];
    expect(contracts).toHaveLength(50);
    for (const contract of contracts) {
      expect(persons).toContain(contract.clientRegistration);
      expect(contract.assets).toEqual([]);
    }
  });
});

/** Every value of a percentage field in a body, nested lists and objects included, with its path. */
function collectPercentages(
  fields: Readonly<Record<string, FieldDefinition>>,
  body: Readonly<Record<string, unknown>>,
  path: string,
  found: { path: string; value: unknown }[],
): void {
  for (const [key, field] of Object.entries(fields)) {
    const value = body[key];
    if (value === undefined || value === null) continue;
    if (field.type === 'percentage') found.push({ path: `${path}.${key}`, value });
    const items =
      field.type === 'list' && Array.isArray(value) ? value : field.type === 'object' ? [value] : [];
    for (const item of items)
      collectPercentages(field.fields ?? {}, item as Record<string, unknown>, `${path}.${key}`, found);
  }
}

import { findEntity } from '@lessor/domain/entities';
import type { FieldDefinition } from '@lessor/domain/fields';
import { normalizeRecord, validateRecord } from '@lessor/domain/validation';
import { describe, expect, it } from 'vitest';
import { demoBusinessRecords, demoCounts } from './demo-business-records.ts';

describe('demo business records', () => {
  const records = demoBusinessRecords(demoCounts, ['PER00000001', 'PER00000002']);

  it('give the demo tenant at least 10,000 records over the main entities', () => {
    const total = [...records.values()].reduce((sum, bodies) => sum + bodies.length, 0);
    expect(total + 240).toBeGreaterThanOrEqual(10_000);
    expect([...records.keys()].sort()).toEqual([
      'Agreement',
      'Amendment',
      'Asset',
      'Committee',
      'Contract',
      'CreditLine',
      'Invoice',
      'Product',
    ]);
  });

  it('pass every rule of their declarations and are the same on every run', () => {
    for (const [name, bodies] of records) {
      const entity = findEntity(name);
      if (!entity) throw new Error(name);
      const problems = bodies
        .slice(0, 300)
        .flatMap((body) => validateRecord(entity.fields, normalizeRecord(entity.fields, body, {})));
      expect(problems, name).toEqual([]);
    }
    expect(demoBusinessRecords(demoCounts, ['PER00000001']).get('Contract')?.[7]).toEqual(
      demoBusinessRecords(demoCounts, ['PER00000001']).get('Contract')?.[7],
    );
  });

  it('store every rate and percentage as a fraction: 4.34 % is 0.0434', () => {
    const percentages: { path: string; value: unknown }[] = [];
    for (const [name, bodies] of records) {
      const entity = findEntity(name);
      if (!entity) throw new Error(name);
      for (const body of bodies) collectPercentages(entity.fields, body, name, percentages);
    }
    const rates = percentages.filter((found) => found.path.endsWith('.rate'));
    expect(rates.length).toBeGreaterThan(5_000);
    for (const { path, value } of percentages) {
      expect(typeof value, path).toBe('number');
      expect(value as number, path).toBeGreaterThan(0);
      // The demo's rates run from 1 % to 9 %: a value above 1 would be a percent, 434 %.
      expect(value as number, path).toBeLessThan(0.1);
    }
    expect(new Set(rates.map(({ path }) => path))).toEqual(
      new Set(['Contract.rate', 'Contract.quotations.rate', 'Product.rate']),
    );
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

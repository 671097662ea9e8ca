import { findEntity } from '@lessor/domain/entities';
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
});

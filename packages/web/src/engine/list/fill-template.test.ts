import { describe, expect, it } from 'vitest';
import { fillTemplate } from './fill-template.ts';

describe('path templates', () => {
  it('fills each part from the record, encoded, and refuses a path with a part missing', () => {
    expect(fillTemplate('/contract/{contractRegistration}', { contractRegistration: 'CTR 1/2' })).toBe(
      '/contract/CTR%201%2F2',
    );
    expect(fillTemplate('/api/x/{a.b}/{n}', { a: { b: 'y' }, n: 3 })).toBe('/api/x/y/3');
    expect(fillTemplate('/contract/{contractRegistration}', {})).toBeUndefined();
  });
});

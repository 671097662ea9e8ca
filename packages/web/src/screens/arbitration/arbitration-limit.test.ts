import { describe, expect, it } from 'vitest';
import { arbitrationLimit } from './arbitration-limit.ts';
import { fundChoiceOf } from './fund-choice.ts';

const fund = (registration: string, fields: Record<string, unknown>) =>
  fundChoiceOf({
    _id: registration,
    _version: 1,
    _insertDate: '',
    _insertUser: '',
    _updateDate: '',
    _updateUser: '',
    registration,
    currency: 'EUR',
    ...fields,
  });

describe('the most an arbitration may move', () => {
  const bank = fund('FND00000001', { outstanding: 300_000.3, creditLimit: 1_000_000, available: 699_999.7 });
  const vehicle = fund('FND00000002', { outstanding: 0.1, creditLimit: 500_000, available: 499_999.9 });
  const unlimited = fund('FND00000003', { outstanding: 5 });

  it('is what the source carries, or refinances of the contract, in cents', () => {
    expect(arbitrationLimit(bank, vehicle, undefined)).toMatchObject({ units: 30_000_030, kind: 'carried' });
    expect(
      arbitrationLimit(bank, vehicle, { registration: 'CTR00000001', refinanced: 10_000_020 }),
    ).toMatchObject({ units: 10_000_020, kind: 'refinanced', fund: bank });
  });

  it("is the target's room when that is less, and nothing holds a fund without a credit limit", () => {
    expect(
      arbitrationLimit(bank, fund('FND00000004', { creditLimit: 100, outstanding: 99.99 }), undefined),
    ).toMatchObject({
      units: 1,
      kind: 'available',
    });
    expect(unlimited.available).toBeUndefined();
    expect(arbitrationLimit(bank, unlimited, undefined).kind).toBe('carried');
  });
});

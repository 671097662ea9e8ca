import { describe, expect, it } from 'vitest';
import { returnReasonText } from './return-reasons.ts';

describe('returnReasonText', () => {
  it('says what a known code means, and keeps an unknown one as it came', () => {
    expect(returnReasonText('AM04')).toBe('AM04 Insufficient funds');
    expect(returnReasonText('AC04')).toBe('AC04 Closed account number');
    expect(returnReasonText('MD06')).toBe('MD06 Refund requested by the debtor');
    expect(returnReasonText('XY99')).toBe('XY99');
  });
});

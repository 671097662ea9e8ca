import { describe, expect, it } from 'vitest';
import { validatePartnerRule } from './validate-partner-rule.ts';
import { validateRegistrationLink } from './validate-registration-link.ts';
import { selectDisplayValue } from './validate-select.ts';

describe('validatePartnerRule', () => {
  it("says '$ must be less than $' when a min passes its max", () => {
    const rule = { rule: 'lessThan', partnerLabel: 'Max amount', partnerValue: 100 } as const;
    expect(validatePartnerRule(500, 'Min amount', rule)).toBe('Min amount must be less than Max amount');
    expect(validatePartnerRule(50, 'Min amount', rule)).toBeUndefined();
    expect(validatePartnerRule(100, 'Min amount', rule)).toBeUndefined();
  });

  it("says '$ must be greater than $' when a to date comes before its from date", () => {
    const rule = { rule: 'greaterThan', partnerLabel: 'From due date', partnerValue: '15/06/2024' } as const;
    expect(validatePartnerRule('01/06/2024', 'To due date', rule, { locale: 'fr-FR' })).toBe(
      'To due date must be greater than From due date',
    );
    expect(validatePartnerRule('2024-07-01', 'To due date', rule, { locale: 'fr-FR' })).toBeUndefined();
  });

  it('breaks nothing while a side is empty or unreadable', () => {
    const rule = { rule: 'lessThan', partnerLabel: 'Max', partnerValue: '' } as const;
    expect(validatePartnerRule(5, 'Min', rule)).toBeUndefined();
    expect(validatePartnerRule('abc', 'Min', { ...rule, partnerValue: 3 })).toBeUndefined();
  });
});

describe('selectDisplayValue', () => {
  it("shows the label, the created value, or the value marked '(???)'", () => {
    const options = [{ value: 'C', label: 'Company' }];
    expect(selectDisplayValue('C', options)).toBe('Company');
    expect(selectDisplayValue('Z', options, { creatable: true })).toBe('Z');
    expect(selectDisplayValue('Z', options)).toBe('Z (???)');
  });
});

describe('validateRegistrationLink', () => {
  it('wants a registration as text', () => {
    expect(validateRegistrationLink(42)).toBe('Invalid registration format, should be a string');
    expect(validateRegistrationLink('PER0001')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { cellText } from './cell-text.ts';

describe('the text of a card cell', () => {
  it('shows each type in the locale', () => {
    expect(cellText({ type: 'date' }, '2024-06-15T00:00:00.000Z', 'fr-FR')).toBe('15/06/2024');
    expect(cellText({ type: 'datetime' }, '2024-06-15T14:30:00.000Z', 'en-US')).toBe('06-15-2024 14:30');
    expect(cellText({ type: 'currency' }, 1234.5, 'en-EU')).toBe('1,234.50');
    expect(cellText({ type: 'checkbox' }, false, 'en-EU')).toBe('No');
  });

  it('shows a choice by its label, and nothing for an empty value', () => {
    const priority = { type: 'select', options: [{ value: 'HIGH', label: 'High' }] };
    expect(cellText(priority, 'HIGH', 'en-EU')).toBe('High');
    expect(cellText(priority, 'LOW', 'en-EU')).toBe('LOW');
    expect(cellText(priority, null, 'en-EU')).toBe('');
  });

  it('shows a rate, stored as a fraction, as a percentage', () => {
    const rate = { type: 'percentage', label: 'Rate' };
    expect(cellText(rate, 0.0434, 'en-EU')).toBe('4.34%');
    expect(cellText(rate, 0.035, 'fr-FR').replace(/\s/g, ' ')).toBe('3,5 %');
    expect(cellText(rate, -0.0025, 'en-EU')).toBe('-0.25%');
  });
});

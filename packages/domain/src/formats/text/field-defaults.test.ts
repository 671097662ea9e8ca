import { describe, expect, it } from 'vitest';
import { fieldDefaults, periodsPerYear, timeOfDayChoices } from './field-defaults.ts';
import { matchesSearchWords } from './matches-search-words.ts';
import { toSearchRegex } from './to-search-regex.ts';

describe('timeOfDayChoices', () => {
  it('steps every 30 minutes by default, or keeps the given slots', () => {
    const choices = timeOfDayChoices();
    expect(choices).toHaveLength(48);
    expect(choices.slice(0, 3)).toEqual(['00:00', '00:30', '01:00']);
    expect(timeOfDayChoices(360)).toEqual(['00:00', '06:00', '12:00', '18:00']);
    expect(timeOfDayChoices(30, ['09:00', '14:00'])).toEqual(['09:00', '14:00']);
    expect(timeOfDayChoices(0)).toHaveLength(48);
  });
});

describe('field defaults', () => {
  it('match the specification', () => {
    expect(fieldDefaults.slider).toEqual({ start: 0, step: 10, density: 100 });
    expect(fieldDefaults.color).toBe('#000000');
    expect([30, 90, 180, 360, 365].map(periodsPerYear)).toEqual([12, 4, 2, 1, 1]);
  });
});

describe('matchesSearchWords', () => {
  it('matches every typed word, ignoring accents and case', () => {
    expect(matchesSearchWords('Société Générale', 'gen soc')).toBe(true);
    expect(matchesSearchWords('Société Générale', 'SOCIETE')).toBe(true);
    expect(matchesSearchWords('Société Générale', 'gen bank')).toBe(false);
    expect(matchesSearchWords('Anything', '  ')).toBe(true);
  });
});

describe('toSearchRegex', () => {
  it('escapes the text, ignores case and anchors on demand', () => {
    expect(toSearchRegex('Dupont (SA)')).toEqual({ $regex: 'Dupont \\(SA\\)', $options: 'i' });
    expect(toSearchRegex('INV-1', { anchored: true })).toEqual({ $regex: '^INV-1', $options: 'i' });
  });
});

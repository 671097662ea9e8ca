import type { EntityRecord } from '@lessor/domain/api';
import { findEntity } from '@lessor/domain/entities';
import { describe, expect, it } from 'vitest';
import { matchedElsewhere } from './matched-elsewhere.ts';

const person = findEntity('Person');
if (!person) throw new Error('Person is declared');
const records = [
  { _id: '1', registration: 'PER1', name: 'Hélène Dupont', email: 'hd@example.com' },
] as unknown as EntityRecord[];

describe('a search that matched fields not displayed', () => {
  it('is told when a row shows the text in none of its cells, accents and case aside', () => {
    expect(matchedElsewhere(person, person.listColumns, records, 'example.com', 'en-EU')).toBe(true);
    expect(matchedElsewhere(person, person.listColumns, records, 'helene', 'en-EU')).toBe(false);
    expect(matchedElsewhere(person, person.listColumns, records, ' ', 'en-EU')).toBe(false);
  });
});

import { defineEntity, findEntity } from '@lessor/domain/entities';
import { describe, expect, it } from 'vitest';
import { recordPath } from './record-path.ts';

describe("a record's page", () => {
  it('encodes a registration for the address, and the dots of a name chosen by people too', () => {
    const person = findEntity('Person');
    if (!person) throw new Error('no Person entity');
    expect(recordPath(person, 'PER/1.2')).toBe('/person/PER%2F1.2');
    const named = defineEntity({
      name: 'Account',
      domain: 'core',
      prefix: 'ACC',
      recordKey: 'login',
      fields: { login: { type: 'text', label: 'Login' } },
      listColumns: ['login'],
      searchFields: ['login'],
    });
    expect(recordPath(named, 'ada.lovelace@demo')).toBe('/account/ada%2Elovelace%40demo');
  });
});

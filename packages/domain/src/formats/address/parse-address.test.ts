import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AddressLines } from './address.ts';
import { addressToString } from './address-to-string.ts';
import { mainAddress, normalizeAddress } from './normalize-address.ts';
import { parseAddress } from './parse-address.ts';

const address = (lines: Partial<AddressLines>): AddressLines => ({
  address1: null,
  address2: null,
  zipcode: null,
  city: null,
  country: null,
  ...lines,
});

describe('parseAddress', () => {
  it('reads four parts: street, second line, postcode and city, country', () => {
    expect(parseAddress('1 rue de la Paix, Bât. B, 75002 Paris, France')).toEqual(
      address({
        address1: '1 rue de la Paix',
        address2: 'Bât. B',
        zipcode: '75002',
        city: 'Paris',
        country: 'France',
      }),
    );
  });

  it('reads three and two parts the same way', () => {
    expect(parseAddress('1 rue de la Paix, 75002 Paris, France')).toEqual(
      address({ address1: '1 rue de la Paix', zipcode: '75002', city: 'Paris', country: 'France' }),
    );
    expect(parseAddress('1 rue de la Paix, Bât. B, 75002 Paris')).toEqual(
      address({ address1: '1 rue de la Paix', address2: 'Bât. B', zipcode: '75002', city: 'Paris' }),
    );
    expect(parseAddress('1 rue de la Paix, 75002 Paris')).toEqual(
      address({ address1: '1 rue de la Paix', zipcode: '75002', city: 'Paris' }),
    );
    expect(parseAddress('10 Downing Street, London, United Kingdom')).toEqual(
      address({ address1: '10 Downing Street', city: 'London', country: 'United Kingdom' }),
    );
    expect(parseAddress('1 rue de la Paix, 75002, Paris, France')).toEqual(
      address({ address1: '1 rue de la Paix', zipcode: '75002', city: 'Paris', country: 'France' }),
    );
  });

  it('without commas, takes a number longer than 4 digits as the postcode and what follows as the city', () => {
    expect(parseAddress('1 rue de la Paix 75002 Paris')).toEqual(
      address({ address1: '1 rue de la Paix', zipcode: '75002', city: 'Paris' }),
    );
    expect(parseAddress('75002 Paris')).toEqual(address({ zipcode: '75002', city: 'Paris' }));
    expect(parseAddress('12 Main Street')).toEqual(address({ address1: '12 Main Street' }));
  });

  it('answers empty lines for empty or non-text input', () => {
    expect(parseAddress('  , ,')).toEqual(address({}));
    expect(parseAddress(null)).toEqual(address({}));
  });

  it('reads back what addressToString writes', () => {
    const words = fc.stringMatching(/^[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ' -]{0,20}[A-Za-zÀ-ÿ]$/);
    fc.assert(
      fc.property(
        fc.record({
          address1: fc.option(
            fc.tuple(fc.integer({ min: 1, max: 999 }), words).map(([n, w]) => `${n} ${w}`),
            { nil: null },
          ),
          address2: fc.option(words, { nil: null }),
          zipcode: fc.stringMatching(/^\d{5}$/),
          city: words,
          country: fc.option(words, { nil: null }),
        }),
        (lines) => {
          fc.pre(lines.address1 !== null || lines.address2 === null);
          expect(parseAddress(addressToString(lines))).toEqual(lines);
        },
      ),
    );
  });
});

describe('addressToString', () => {
  it('joins the parts with commas, leaving empty ones out', () => {
    expect(
      addressToString({
        address1: '1 rue de la Paix',
        address2: '',
        zipcode: '75002',
        city: 'Paris',
        country: 'France',
      }),
    ).toBe('1 rue de la Paix, 75002 Paris, France');
    expect(addressToString(null)).toBe('');
  });
});

describe('normalizeAddress and mainAddress', () => {
  it('trims, turns empty fields to null and types MAIN by default', () => {
    expect(normalizeAddress({ city: ' Paris ', state: '', zones: ['A'], floor: undefined })).toEqual({
      city: 'Paris',
      state: null,
      zones: ['A'],
      floor: null,
      type: 'MAIN',
    });
    expect(normalizeAddress({ type: 'BILLING' }).type).toBe('BILLING');
  });

  it('takes the first address of a list as the main one', () => {
    expect(mainAddress([{ city: 'Paris' }, { city: 'Lyon' }])).toEqual({ city: 'Paris' });
    expect(mainAddress([])).toBeUndefined();
    expect(mainAddress(undefined)).toBeUndefined();
  });
});

import fc from 'fast-check';
import { composeIBAN, getCountrySpecifications } from 'ibantools';
import { describe, expect, it } from 'vitest';
import { formatIban } from './format-iban.ts';
import { ibanLength } from './iban-length.ts';
import { isValidIban } from './is-valid-iban.ts';
import { normalizeIban } from './normalize-iban.ts';

// Examples of the IBAN registry, one per country the specification names, and a few more.
const registryExamples = [
  'FR1420041010050500013M02606',
  'DE89370400440532013000',
  'GB29NWBK60161331926819',
  'ES9121000418450200051332',
  'IT60X0542811101000000123456',
  'BE68539007547034',
  'NL91ABNA0417164300',
  'CH9300762011623852957',
  'TN5910006035183598478831',
  'MA64011519000001205000534921',
  'LU280019400644750000',
  'PT50000201231234567890154',
  'MC5811222000010123456789030',
  'SA0380000000608010167519',
  'BR1800360305000010009795493C1',
];

/** Valid IBANs of countries whose BBAN is plain digits and has no national check. */
const generatedIban = fc
  .constantFrom(
    ...Object.entries(getCountrySpecifications())
      .filter(
        ([country, spec]) =>
          spec.chars && /^\^\[0-9\]\{\d+\}\$$/.test(spec.bban_regexp ?? '') && country !== 'BA',
      )
      .map(([country, spec]) => ({ country, length: (spec.chars ?? 4) - 4 })),
  )
  .chain(({ country, length }) =>
    fc
      .stringMatching(new RegExp(`^[0-9]{${length}}$`))
      .map((bban) => composeIBAN({ countryCode: country, bban })),
  )
  .filter((iban): iban is string => iban !== null && isValidIban(iban));

describe('isValidIban', () => {
  it('accepts the registry examples, with or without spaces and in any case', () => {
    for (const iban of registryExamples) {
      expect(isValidIban(iban), iban).toBe(true);
      expect(isValidIban(formatIban(iban).toLowerCase()), iban).toBe(true);
    }
  });

  it('refuses an unknown country, a wrong length and a wrong remainder', () => {
    expect(isValidIban('XX89370400440532013000')).toBe(false);
    expect(isValidIban('DE8937040044053201300')).toBe(false);
    expect(isValidIban('DE88370400440532013000')).toBe(false);
    expect(isValidIban('FR7630006000011234567890188')).toBe(false);
  });

  it('refuses a valid IBAN with one character changed for another of its kind', () => {
    // Modulo 97 catches every digit-for-digit and letter-for-letter change. A digit swapped for a
    // letter where the country allows letters (LU, FR, IT...) becomes two digits in the checksum and
    // slips through about once in 97: that is ISO 13616's limit, not this check's.
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom(...registryExamples), generatedIban),
        fc.nat(),
        fc.nat(),
        (iban, at, pick) => {
          const index = at % iban.length;
          const kind = /\d/.test(iban[index] ?? '') ? '0123456789' : 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
          const replacement = kind[pick % kind.length] ?? '';
          fc.pre(iban[index] !== replacement);
          expect(isValidIban(`${iban.slice(0, index)}${replacement}${iban.slice(index + 1)}`)).toBe(false);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('refuses every single-digit change of every registry example', () => {
    for (const iban of registryExamples) {
      for (let index = 0; index < iban.length; index++) {
        for (const digit of '0123456789') {
          if (!/\d/.test(iban[index] ?? '') || iban[index] === digit) continue;
          expect(
            isValidIban(`${iban.slice(0, index)}${digit}${iban.slice(index + 1)}`),
            `${iban} @${index}`,
          ).toBe(false);
        }
      }
    }
  });
});

describe('normalizeIban and formatIban', () => {
  it('strips spaces, upper-cases and groups by four', () => {
    expect(normalizeIban(' fr14 2004 1010 0505 0001 3m02 606 ')).toBe('FR1420041010050500013M02606');
    expect(formatIban('FR1420041010050500013M02606')).toBe('FR14 2004 1010 0505 0001 3M02 606');
    expect(formatIban('BE68539007547034')).toBe('BE68 5390 0754 7034');
  });

  it('round-trips: normalising a formatted IBAN gives it back, formatting is idempotent', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom(...registryExamples), generatedIban), (iban) => {
        expect(normalizeIban(formatIban(iban))).toBe(iban);
        expect(formatIban(formatIban(iban))).toBe(formatIban(iban));
        expect(
          formatIban(iban)
            .split(' ')
            .every((group, index, groups) => group.length === 4 || index === groups.length - 1),
        ).toBe(true);
      }),
    );
  });
});

describe('ibanLength', () => {
  it('knows the lengths the specification lists', () => {
    const expected = { FR: 27, DE: 22, GB: 22, ES: 24, IT: 27, BE: 16, NL: 18, CH: 21, TN: 24, MA: 28 };
    for (const [country, length] of Object.entries(expected)) expect(ibanLength(country)).toBe(length);
  });

  it('knows every country of the registry, not only those', () => {
    expect(ibanLength('NO')).toBe(15);
    expect(ibanLength('lc')).toBe(32);
    expect(ibanLength('US')).toBeUndefined();
    expect(ibanLength('FRA')).toBeUndefined();
  });
});

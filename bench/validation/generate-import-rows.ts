import { composeIBAN, isValidIBAN } from 'ibantools';

/** One line of a person import, as a spreadsheet would carry it. */
export interface ImportRow {
  iban: string;
  spanishId: string;
  email: string;
  phone: string;
  birthDate: string;
}

const dniLetters = 'TRWAGMYFPDXBNJZSQVHLCKE';
const countries = [
  { code: 'FR', bban: (digits: (count: number) => string) => `${digits(10)}${digits(11)}${digits(2)}` },
  { code: 'DE', bban: (digits: (count: number) => string) => digits(18) },
  { code: 'ES', bban: (digits: (count: number) => string) => digits(20) },
  { code: 'BE', bban: (digits: (count: number) => string) => digits(12) },
  { code: 'MA', bban: (digits: (count: number) => string) => digits(24) },
];

/** A small seeded generator (mulberry32), so every run validates the same rows. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Rows of a person import: about one value in ten is broken (a changed character, a wrong letter,
 * an impossible day), the rest valid, in the shapes people type (spaces, lower case, national phone).
 */
export function generateImportRows(count: number, seed = 42): ImportRow[] {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(random() * items.length)];
    if (item === undefined) throw new Error('Nothing to pick from');
    return item;
  };
  const digits = (length: number) => Array.from({ length }, () => Math.floor(random() * 10)).join('');
  const broken = () => random() < 0.1;
  const rows: ImportRow[] = [];
  for (let index = 0; index < count; index++) {
    rows.push({
      iban: iban(pick(countries), digits, broken(), random() < 0.5),
      spanishId: spanishId(digits, random() < 0.3, broken()),
      email: broken() ? `person${index}@example` : `person.${index}@example${index % 7}.com`,
      phone: broken()
        ? `06 ${digits(2)} ${digits(2)}`
        : random() < 0.5
          ? `06 1${digits(1)} ${digits(2)} ${digits(2)} ${digits(2)}`
          : `+44 20 7946 0${digits(3)}`,
      birthDate: broken()
        ? `31/02/19${digits(2)}`
        : `${String(1 + Math.floor(random() * 28)).padStart(2, '0')}/${String(1 + Math.floor(random() * 12)).padStart(2, '0')}/19${digits(2)}`,
    });
  }
  return rows;
}

function iban(
  country: (typeof countries)[number],
  digits: (count: number) => string,
  broken: boolean,
  spaced: boolean,
): string {
  // Spanish and Belgian BBANs carry national check digits: draw again until the registry accepts one.
  let valid = '';
  while (!isValidIBAN(valid)) {
    const bban = country.code === 'FR' ? frenchBban(digits) : country.bban(digits);
    valid = composeIBAN({ countryCode: country.code, bban }) ?? '';
  }
  const text = broken ? `${valid.slice(0, 6)}${(Number(valid[6]) + 1) % 10}${valid.slice(7)}` : valid;
  return spaced ? text.replace(/(.{4})(?=.)/g, '$1 ') : text;
}

/** French BBANs end with the RIB key, 97 minus a weighted remainder of bank, branch and account. */
function frenchBban(digits: (count: number) => string): string {
  const bank = digits(5);
  const branch = digits(5);
  const account = digits(11);
  const key = 97 - ((89 * Number(bank) + 15 * Number(branch) + 3 * Number(account)) % 97);
  return `${bank}${branch}${account}${String(key).padStart(2, '0')}`;
}

function spanishId(digits: (count: number) => string, nie: boolean, broken: boolean): string {
  const number = digits(nie ? 7 : 8);
  const prefix = nie ? ('XYZ'[Number(number[0]) % 3] ?? 'X') : '';
  const value = Number(`${prefix === '' ? '' : 'XYZ'.indexOf(prefix)}${number}`);
  const letter = dniLetters[(value + (broken ? 1 : 0)) % 23];
  return `${prefix}${number}${letter}`;
}

import { isValidSiren } from '@lessor/domain/formats';
import type { SeededRandom } from './random.ts';

/**
 * Valid bank identifiers for demo data: each BBAN carries its national check digits where the
 * country has them, and the IBAN its ISO 13616 check digits.
 */
export function randomIban(random: SeededRandom): { iban: string; bic: string; bankName: string } {
  const bank = random.pick(banks);
  return { iban: ibanFromBban(bank.country, bank.bban(random)), bic: bank.bic, bankName: bank.name };
}

const banks = [
  {
    country: 'FR',
    name: 'BNP Paribas',
    bic: 'BNPAFRPPXXX',
    bban: (random: SeededRandom) => frenchBban('30004', random),
  },
  {
    country: 'FR',
    name: 'Société Générale',
    bic: 'SOGEFRPPXXX',
    bban: (random: SeededRandom) => frenchBban('30003', random),
  },
  {
    country: 'FR',
    name: 'Crédit Agricole',
    bic: 'AGRIFRPPXXX',
    bban: (random: SeededRandom) => frenchBban('30006', random),
  },
  {
    country: 'DE',
    name: 'Deutsche Bank',
    bic: 'DEUTDEFFXXX',
    bban: (random: SeededRandom) => `50070010${random.digits(10)}`,
  },
  { country: 'BE', name: 'KBC', bic: 'KREDBEBBXXX', bban: belgianBban },
] as const;

/** Bank, branch, account and the RIB key: 97 - (89 bank + 15 branch + 3 account) mod 97. */
function frenchBban(bankCode: string, random: SeededRandom): string {
  const branch = random.digits(5);
  const account = random.digits(11);
  const key = 97n - ((89n * BigInt(bankCode) + 15n * BigInt(branch) + 3n * BigInt(account)) % 97n);
  return `${bankCode}${branch}${account}${String(key).padStart(2, '0')}`;
}

/** Ten digits and their remainder modulo 97 (97 when it is 0). */
function belgianBban(random: SeededRandom): string {
  const digits = `001${random.digits(7)}`;
  const check = Number(BigInt(digits) % 97n) || 97;
  return `${digits}${String(check).padStart(2, '0')}`;
}

function ibanFromBban(country: string, bban: string): string {
  const numeric = `${bban}${country}00`.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  const check = 98n - (BigInt(numeric) % 97n);
  return `${country}${String(check).padStart(2, '0')}${bban}`;
}

/** A French SIREN: 8 random digits and the one check digit that makes it valid. */
export function randomSiren(random: SeededRandom): string {
  const body = random.digits(8);
  const siren = Array.from({ length: 10 }, (_, check) => body + check).find((candidate) =>
    isValidSiren(candidate),
  );
  if (!siren) throw new Error('unreachable: one check digit always fits');
  return siren;
}

import { validateField, validateSpanishId } from '../../packages/domain/src/validation/index.ts';
import type { ImportRow } from './generate-import-rows.ts';

const context = { locale: 'fr-FR' };

/** Each column checked as the product checks it: the field rule, answering the spec's message. */
export const domainChecks: Record<keyof ImportRow, (value: string) => string | undefined> = {
  iban: (value) => validateField({ type: 'iban', label: 'IBAN', mandatory: true }, value, context),
  spanishId: (value) => validateSpanishId(value),
  email: (value) => validateField({ type: 'email', label: 'Email', mandatory: true }, value, context),
  phone: (value) => validateField({ type: 'phone', label: 'Phone', mandatory: true }, value, context),
  birthDate: (value) => validateField({ type: 'date', label: 'Birth date', mandatory: true }, value, context),
};

/** One import row checked as the product checks it. */
export function validateRowWithDomain(row: ImportRow): string[] {
  const messages: string[] = [];
  for (const column of ['iban', 'spanishId', 'email', 'phone', 'birthDate'] as const) {
    const message = domainChecks[column](row[column]);
    if (message) messages.push(message);
  }
  return messages;
}

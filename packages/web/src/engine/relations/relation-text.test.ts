import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { relationText } from './relation-text.ts';

const t = ((text: string) => `«${text}»`) as unknown as TFunction;

describe("a relation's words", () => {
  it('names the relations it knows, marks any other with (???), and gives the stake as a percentage', () => {
    expect(relationText('SHAREHOLDER', 0.6, t, 'en-GB')).toBe('«Shareholder of» (60%)');
    expect(relationText('SIGNEROF', undefined, t, 'en-GB')).toBe('«Signer of»');
    expect(relationText('COUSIN', 0.125, t, 'fr-FR')).toBe('COUSIN (???) (12,5\u00a0%)');
    expect(relationText(null, undefined, t, 'en-GB')).toBe('«Related to»');
  });
});

import { toCardinal as ar } from 'n2words/ar-SA';
import { toCardinal as de } from 'n2words/de-DE';
import { toCardinal as en } from 'n2words/en-GB';
import { toCardinal as es } from 'n2words/es-ES';
import { toCardinal as fr } from 'n2words/fr-FR';
import { toCardinal as hu } from 'n2words/hu-HU';
import { toCardinal as it } from 'n2words/it-IT';
import { toCardinal as ja } from 'n2words/ja-JP';
import { toCardinal as nl } from 'n2words/nl-NL';
import { toCardinal as pl } from 'n2words/pl-PL';
import { toCardinal as pt } from 'n2words/pt-PT';
import { toCardinal as ro } from 'n2words/ro-RO';
import { toCardinal as ru } from 'n2words/ru-RU';
import { toCardinal as tr } from 'n2words/tr-TR';
import { toCardinal as zh } from 'n2words/zh-Hans-CN';

/** Word forms by plural category; `other` is always there. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

export interface AmountWordsLanguage {
  cardinal: (integer: string) => string;
  /** Joins the major and minor parts ('and', 'et', 'und'). */
  and: string;
  /** Between a number and its unit: a space, nothing in Chinese and Japanese. */
  space: string;
  /** The hundredth of most currencies; `minorUnits` overrides it per currency. */
  cent: PluralForms;
  minorUnits?: Readonly<Record<string, PluralForms>>;
  /** The form a trailing 'one' takes before a noun (German eins gives ein Euro). */
  beforeNoun?: readonly [RegExp, string];
}

const millime = (other: string, one = other): PluralForms => ({ one, other });

/** The languages amounts are written out in: those of the product's locales (foundation.md §9). */
export const amountWordsLanguages: Readonly<Record<string, AmountWordsLanguage>> = {
  ar: {
    cardinal: ar,
    and: 'و',
    space: ' ',
    cent: { other: 'سنتيم' },
    minorUnits: { TND: { other: 'مليم' } },
  },
  de: {
    cardinal: de,
    and: 'und',
    space: ' ',
    cent: { other: 'Cent' },
    minorUnits: { TND: millime('Millimes', 'Millime') },
    beforeNoun: [/eins$/, 'ein'],
  },
  en: {
    cardinal: en,
    and: 'and',
    space: ' ',
    cent: { one: 'cent', other: 'cents' },
    minorUnits: { GBP: { one: 'penny', other: 'pence' }, TND: millime('millimes', 'millime') },
  },
  es: {
    cardinal: es,
    and: 'con',
    space: ' ',
    cent: { one: 'céntimo', other: 'céntimos' },
    minorUnits: { TND: millime('milésimos', 'milésimo') },
    beforeNoun: [/uno$/, 'un'],
  },
  fr: {
    cardinal: fr,
    and: 'et',
    space: ' ',
    cent: { one: 'centime', other: 'centimes' },
    minorUnits: { TND: millime('millimes', 'millime') },
  },
  hu: { cardinal: hu, and: 'és', space: ' ', cent: { other: 'fillér' } },
  it: {
    cardinal: it,
    and: 'e',
    space: ' ',
    cent: { one: 'centesimo', other: 'centesimi' },
    beforeNoun: [/^uno$/, 'un'],
  },
  ja: { cardinal: ja, and: '', space: '', cent: { other: 'セント' } },
  nl: { cardinal: nl, and: 'en', space: ' ', cent: { other: 'cent' } },
  pl: {
    cardinal: pl,
    and: 'i',
    space: ' ',
    cent: { one: 'cent', few: 'centy', many: 'centów', other: 'centa' },
  },
  pt: { cardinal: pt, and: 'e', space: ' ', cent: { one: 'cêntimo', other: 'cêntimos' } },
  ro: { cardinal: ro, and: 'și', space: ' ', cent: { one: 'cent', few: 'cenți', other: 'de cenți' } },
  ru: {
    cardinal: ru,
    and: 'и',
    space: ' ',
    cent: { one: 'цент', few: 'цента', many: 'центов', other: 'цента' },
    minorUnits: { RUB: { one: 'копейка', few: 'копейки', many: 'копеек', other: 'копейки' } },
  },
  tr: { cardinal: tr, and: '', space: ' ', cent: { other: 'sent' } },
  zh: { cardinal: zh, and: '', space: '', cent: { other: '分' } },
};

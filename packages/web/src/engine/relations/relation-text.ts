import type { TFunction } from 'i18next';

/**
 * The relations the diagram names in words; any other is shown as it is stored, marked '(???)'
 * (business-areas.md §7: unknown relation values).
 */
const relationLabels: Readonly<Record<string, string>> = {
  ORGAREGISTRATION: 'Organisation of',
  SIGNEROF: 'Signer of',
  SHAREHOLDER: 'Shareholder of',
};

/**
 * A link's relation as the user reads it, with the stake as a percentage.
 * @example relationText('SHAREHOLDER', 0.6, t, 'en') // 'Shareholder of (60%)'
 * @example relationText('COUSIN', undefined, t, 'en') // 'COUSIN (???)'
 */
export function relationText(
  relation: string | null,
  stake: number | undefined,
  t: TFunction,
  locale: string,
) {
  const known = relation ? relationLabels[relation] : undefined;
  const text = known ? t(known) : relation ? `${relation} (???)` : t('Related to');
  if (stake === undefined) return text;
  return `${text} (${new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(stake)})`;
}

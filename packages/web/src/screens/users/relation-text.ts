import type { TFunction } from 'i18next';

/** The relations the diagram names in words; any other is shown as it is stored. */
const relationLabels: Readonly<Record<string, string>> = {
  ORGAREGISTRATION: 'Organisation of',
  SIGNEROF: 'Signer of',
};

/**
 * A link's relation as the user reads it, with the stake as a percentage.
 * @example relationText('SHAREHOLDER', 0.6, t, 'en') // 'SHAREHOLDER (60%)'
 */
export function relationText(
  relation: string | null,
  stake: number | undefined,
  t: TFunction,
  locale: string,
) {
  const known = relation ? relationLabels[relation] : undefined;
  const text = known ? t(known) : (relation ?? t('Related to'));
  if (stake === undefined) return text;
  return `${text} (${new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(stake)})`;
}

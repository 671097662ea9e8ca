import type { SearchCriterion, SearchValues } from '@lessor/domain/query';
import { validatePartnerRule } from '@lessor/domain/validation';

/** Translates an English text with its values (i18next's `t`). */
export type Translate = (text: string, values: Record<string, string>) => string;

/** The labels of a range's two inputs. */
export function rangeLabels(criterion: SearchCriterion, t: Translate) {
  const values = { label: criterion.label };
  return criterion.kind === 'dateRange'
    ? ([t('From {{label}}', values), t('To {{label}}', values)] as const)
    : ([t('Min {{label}}', values), t('Max {{label}}', values)] as const);
}

/**
 * The partner-rule warnings of a search form, by parameter: a min must be less than its max and a
 * from before its to ('$ must be less than $', '$ must be greater than $', business-areas.md §5).
 */
export function rangeWarnings(
  criteria: readonly SearchCriterion[],
  values: SearchValues,
  t: Translate,
  locale: string,
): Record<string, string> {
  const warnings: Record<string, string> = {};
  for (const criterion of criteria) {
    if (criterion.kind !== 'dateRange' && criterion.kind !== 'numberRange') continue;
    const [lowParam, highParam] = criterion.params;
    const [lowLabel, highLabel] = rangeLabels(criterion, t);
    const low = values[lowParam];
    const high = values[highParam];
    const lowWarning = validatePartnerRule(
      low,
      lowLabel,
      { rule: 'lessThan', partnerLabel: highLabel, partnerValue: high },
      { locale },
    );
    const highWarning = validatePartnerRule(
      high,
      highLabel,
      { rule: 'greaterThan', partnerLabel: lowLabel, partnerValue: low },
      { locale },
    );
    if (lowWarning) warnings[lowParam] = lowWarning;
    if (highWarning) warnings[highParam] = highWarning;
  }
  return warnings;
}

import { formatPercentage } from '@lessor/domain/formats';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAssetLinesScope } from './AssetLinesContext.tsx';

interface Props {
  value: unknown;
  id?: string;
  label: string;
  problem: string | undefined;
  onChange(taxCode: string | undefined): void;
}

/**
 * A line's tax code among the tenant's codes in force, each with its rate ('STANDARD (20%)'); a
 * code it has no rate of shows as it is, with what is wrong with it. Read-only, the code alone.
 */
export function TaxCodeSelect({ value, id, label, problem, onChange }: Props) {
  const { t, i18n } = useTranslation();
  const { readOnly, taxCodes } = useAssetLinesScope();
  const problemId = useId();
  const code = typeof value === 'string' ? value : '';
  const rate = taxCodes.find((entry) => entry.code === code)?.rate;
  const text = (entry: { code: string; rate: number }) =>
    `${entry.code} (${formatPercentage(entry.rate, { locale: i18n.language })})`;
  if (readOnly) return <>{rate === undefined ? code : text({ code, rate })}</>;
  return (
    <>
      <select
        className="lessor-line-input"
        id={id}
        aria-label={label}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? problemId : undefined}
        value={code}
        onChange={(event) => onChange(event.currentTarget.value || undefined)}
      >
        <option value="">{t('No tax')}</option>
        {taxCodes.map((entry) => (
          <option key={entry.code} value={entry.code}>
            {text(entry)}
          </option>
        ))}
        {code !== '' && rate === undefined && <option value={code}>{code}</option>}
      </select>
      {problem && (
        <span id={problemId} className="lessor-line-problem">
          {problem}
        </span>
      )}
    </>
  );
}

import type { FieldDefinition } from '@lessor/domain/fields';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { ReferenceLink } from '../references/ReferenceLink.tsx';
import { historyText } from './history-value.ts';

interface Props {
  field: FieldDefinition | undefined;
  value: unknown;
  /** The record's currency, for its amounts. */
  currency: string | undefined;
}

/**
 * One value of a history change, read: a reference by its record's name, linked; the items of a
 * list and the fields of an object each by their labels and values; any other value formatted by
 * its field's type.
 */
export function HistoryChangeValue({ field, value, currency }: Props) {
  const { t, i18n } = useTranslation();
  if (field?.references && typeof value === 'string' && value !== '')
    return <ReferenceLink target={field.references} registration={value} size="xs" />;
  const fields = field?.fields;
  if (fields && Array.isArray(value)) {
    if (value.length === 0) return <>—</>;
    return (
      <>
        {value.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a history's items have no identity but their place.
          <Fragment key={index}>
            {index > 0 && '; '}
            <Members fields={fields} value={item} currency={currency} />
          </Fragment>
        ))}
      </>
    );
  }
  if (fields && typeof value === 'object' && value !== null)
    return <Members fields={fields} value={value} currency={currency} />;
  if (typeof value === 'object' && value !== null) return <>{JSON.stringify(value)}</>;
  return <>{t(historyText(field, value, i18n.language, currency))}</>;
}

/** The filled fields of a list item or an object, each as 'Label: value', in declaration order. */
function Members({
  fields,
  value,
  currency,
}: {
  fields: Readonly<Record<string, FieldDefinition>>;
  value: unknown;
  currency: string | undefined;
}) {
  const { t } = useTranslation();
  if (typeof value !== 'object' || value === null) return <>{String(value)}</>;
  const item = value as Record<string, unknown>;
  const filled = Object.entries(fields).filter(([key]) => item[key] !== undefined && item[key] !== '');
  return (
    <>
      {filled.map(([key, member], index) => (
        <Fragment key={key}>
          {index > 0 && ', '}
          {t(member.label)}: <HistoryChangeValue field={member} value={item[key]} currency={currency} />
        </Fragment>
      ))}
    </>
  );
}

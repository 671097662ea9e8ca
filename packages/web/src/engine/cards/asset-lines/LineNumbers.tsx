import type { AssetLine } from '@lessor/domain/entities';
import { formatPercentage } from '@lessor/domain/formats';
import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAssetLinesScope } from './AssetLinesContext.tsx';
import type { EnteredPrice } from './line-actions.ts';
import { lineFormats } from './line-formats.ts';

interface NumberProps {
  label: string;
  text: string;
  parse(text: string): number | null;
  onValue(value: number): void;
  readOnly: boolean;
}

/** A labelled number of the dialog, typed in the user's locale, formatted once left. */
function DialogNumber({ label, text, parse, onValue, readOnly }: NumberProps) {
  const [typed, setTyped] = useState<string | undefined>(undefined);
  return (
    <TextInput
      label={label}
      inputMode="decimal"
      readOnly={readOnly}
      value={typed ?? text}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setTyped(value);
        const parsed = parse(value);
        if (parsed !== null) onValue(parsed);
      }}
      onBlur={() => setTyped(undefined)}
    />
  );
}

interface Props {
  line: AssetLine;
  onChange(patch: Readonly<Record<string, unknown>>): void;
  onEnterPrice(entered: EnteredPrice): void;
}

/** The figures of a line in its dialog: quantity, unit and source prices, discount, prices and tax code. */
export function LineNumbers({ line, onChange, onEnterPrice }: Props) {
  const { t, i18n } = useTranslation();
  const { readOnly, currency: fileCurrency, taxCodes } = useAssetLinesScope();
  const formats = lineFormats(i18n.language);
  const currency = typeof line.currency === 'string' && line.currency !== '' ? line.currency : fileCurrency;
  const amount = (field: string) => formats.amountText(line[field], currency);
  const code = typeof line.taxCode === 'string' ? line.taxCode : '';
  const codes = taxCodes.map((entry) => ({
    value: entry.code,
    label: `${entry.code} (${formatPercentage(entry.rate, { locale: i18n.language })})`,
  }));
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <DialogNumber
        label={t('Quantity')}
        text={formats.quantityText(line.quantity)}
        parse={formats.readQuantity}
        onValue={(quantity) => onChange({ quantity: Math.max(0, quantity) })}
        readOnly={readOnly}
      />
      <DialogNumber
        label={t('Unit price')}
        text={amount('unitPrice')}
        parse={formats.readAmount}
        onValue={(unitPrice) => onChange({ unitPrice })}
        readOnly={readOnly}
      />
      <DialogNumber
        label={t('Source price')}
        text={amount('sourcePrice')}
        parse={formats.readAmount}
        onValue={(sourcePrice) => onChange({ sourcePrice })}
        readOnly={readOnly}
      />
      <DialogNumber
        label={t('Discount')}
        text={formats.percentText(line.discount)}
        parse={formats.readPercent}
        onValue={(discount) => onChange({ discount })}
        readOnly={readOnly}
      />
      <DialogNumber
        label={t('Price excl. tax')}
        text={amount('priceExclTax')}
        parse={formats.readAmount}
        onValue={(priceExclTax) => onEnterPrice({ priceExclTax })}
        readOnly={readOnly}
      />
      <DialogNumber
        label={t('Price incl. tax')}
        text={amount('priceInclTax')}
        parse={formats.readAmount}
        onValue={(priceInclTax) => onEnterPrice({ priceInclTax })}
        readOnly={readOnly}
      />
      <NativeSelect
        label={t('Tax code')}
        value={code}
        disabled={readOnly}
        data={[
          { value: '', label: t('No tax') },
          ...codes,
          ...(code !== '' && !codes.some((entry) => entry.value === code)
            ? [{ value: code, label: code }]
            : []),
        ]}
        onChange={(event) => onChange({ taxCode: event.currentTarget.value || undefined })}
      />
    </SimpleGrid>
  );
}

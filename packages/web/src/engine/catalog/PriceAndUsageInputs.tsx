import type { RegressorAnswer, ValueCurve } from '@lessor/domain/api';
import { Group, NumberInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const numberOrUndefined = (value: string | number) => (typeof value === 'number' ? value : undefined);

interface Props {
  price: number | undefined;
  usage: number | undefined;
  onPrice(price: number | undefined): void;
  onUsage(usage: number | undefined): void;
  /** The regressor's answer and curve shown: the usage's unit, and its reference usage as a hint. */
  answer: RegressorAnswer | undefined;
  curve: ValueCurve | undefined;
  decimals?: number;
}

/** A model's new price and yearly usage (km or hours, as its category counts), that its residual values follow. */
export function PriceAndUsageInputs({ price, usage, onPrice, onUsage, answer, curve, decimals = 2 }: Props) {
  const { t } = useTranslation();
  const unit = answer?.usageUnit === 'hours' ? t('hours') : t('km');
  return (
    <Group align="flex-end">
      <NumberInput
        label={t('New price')}
        value={price ?? ''}
        min={0}
        decimalScale={decimals}
        thousandSeparator=" "
        onChange={(value) => onPrice(numberOrUndefined(value))}
      />
      <NumberInput
        label={t('Yearly usage ({{unit}})', { unit })}
        value={usage ?? ''}
        min={0}
        placeholder={curve ? String(curve.usage) : undefined}
        onChange={(value) => onUsage(numberOrUndefined(value))}
      />
    </Group>
  );
}

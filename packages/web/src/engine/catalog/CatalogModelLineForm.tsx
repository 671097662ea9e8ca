import type { CatalogModel, EntityRecord } from '@lessor/domain/api';
import { residualValueOf, shareAtAge } from '@lessor/domain/finance';
import { currencyDecimals, formatAmount, formatPercentage } from '@lessor/domain/formats';
import { Alert, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createAssetFromModel } from './create-asset-from-model.ts';
import { PriceAndUsageInputs } from './PriceAndUsageInputs.tsx';
import { useValueCurve } from './useValueCurve.ts';

/** What a clerk adds from a model: the asset made from it, and its residual value when taken. */
export interface CatalogLineChoice {
  asset: EntityRecord;
  /** The model's residual value at the file's term end, when the clerk adds it to the file's. */
  residualValue: number | undefined;
}

interface Props {
  model: CatalogModel;
  /** The file's duration in months: the age of a new asset at its term end. */
  months: number | undefined;
  /** The file's currency: the residual value is rounded to its decimals. */
  currency: string;
  submitLabel: string;
  onAdded(choice: CatalogLineChoice): void;
}

/**
 * A catalogue model made a line of a contract, deal or credit line: its new price (the
 * catalogue's, else typed), a yearly usage, and the residual value the model's value curve gives
 * at the file's term end, which the clerk may add to the file's residual value. The asset is
 * created when the line is added.
 */
export function CatalogModelLineForm({ model, months, currency, submitLabel, onAdded }: Props) {
  const { t, i18n } = useTranslation();
  const [price, setPrice] = useState<number | undefined>(model.unitPrice ?? undefined);
  const [usage, setUsage] = useState<number | undefined>();
  const [takeResidual, setTakeResidual] = useState(true);
  const { answer, curve, error } = useValueCurve(model, usage);
  const share = curve && months !== undefined ? shareAtAge(curve.points, months) : undefined;
  const residual =
    share !== undefined && price !== undefined
      ? residualValueOf(price, share, currencyDecimals(currency))
      : undefined;
  const create = useMutation({
    mutationFn: () => createAssetFromModel(model, price),
    onSuccess: (asset) => onAdded({ asset, residualValue: takeResidual ? residual : undefined }),
  });
  return (
    <Stack gap="sm">
      <Text fw={600}>{`${model.manufacturer.name} ${model.name}`}</Text>
      <PriceAndUsageInputs
        price={price}
        usage={usage}
        onPrice={setPrice}
        onUsage={setUsage}
        answer={answer}
        curve={curve}
        decimals={currencyDecimals(currency)}
      />
      {error && <Alert color="red">{error.message}</Alert>}
      {months === undefined ? (
        <Text size="sm">{t('Set the duration to see the residual value at the term end.')}</Text>
      ) : (
        residual !== undefined &&
        share !== undefined && (
          <>
            <Text size="sm" role="status">
              {t('Residual value after {{months}} months: {{amount}}, {{share}} of the new price.', {
                months,
                amount: formatAmount(residual, { currency, locale: i18n.language }),
                share: formatPercentage(share, { locale: i18n.language, digits: 2 }),
              })}
            </Text>
            <Checkbox
              label={t('Add it to the residual value')}
              checked={takeResidual}
              onChange={(event) => setTakeResidual(event.currentTarget.checked)}
            />
          </>
        )
      )}
      <Group justify="flex-end">
        <Button onClick={() => create.mutate()} loading={create.isPending}>
          {submitLabel}
        </Button>
      </Group>
    </Stack>
  );
}

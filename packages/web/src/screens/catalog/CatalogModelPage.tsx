import { Alert, Anchor, Button, Group, Loader, NumberInput, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { NotFoundPage } from '../../shell/NotFoundPage.tsx';
import { catalogOfRoute } from './catalog-paths.ts';
import { ModelFacts } from './ModelFacts.tsx';
import { ResidualValueTable } from './ResidualValueTable.tsx';
import { useCatalogModel } from './useCatalogModel.ts';
import { useCreateAssetFromModel } from './useCreateAssetFromModel.ts';
import { useValueCurve } from './useValueCurve.ts';

const numberOrUndefined = (value: string | number) => (typeof value === 'number' ? value : undefined);

/**
 * `/catalog/{name}/models/{id}`: a model's data, its residual values for a price and a yearly
 * usage typed in, and 'Create asset', which opens the new asset's page.
 */
export function CatalogModelPage() {
  const { t } = useTranslation();
  const { name, modelId } = useParams();
  const catalog = catalogOfRoute(name);
  const model = useCatalogModel(modelId);
  const [price, setPrice] = useState<number | undefined>();
  const [usage, setUsage] = useState<number | undefined>();
  const { answer, curve, error } = useValueCurve(model.data, usage);
  const shownPrice = price ?? model.data?.unitPrice ?? undefined;
  const create = useCreateAssetFromModel(model.data, shownPrice);
  if (!catalog) return <NotFoundPage />;
  if (model.isPending) return <Loader role="status" aria-label={t('Loading')} />;
  if (model.error) return <Alert color="red">{model.error.message}</Alert>;
  const unit = answer?.usageUnit === 'hours' ? t('hours') : t('km');
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={`/catalog/${catalog.toLowerCase()}`}>
        {t('Back to the catalogue')}
      </Anchor>
      <Title order={1}>{`${model.data.manufacturer.name} ${model.data.name}`}</Title>
      <ModelFacts model={model.data} />
      <Group>
        <Button onClick={() => create.mutate()} loading={create.isPending}>
          {t('Create asset')}
        </Button>
      </Group>
      <Title order={2}>{t('Residual values')}</Title>
      <Group align="flex-end">
        <NumberInput
          label={t('New price')}
          value={shownPrice ?? ''}
          min={0}
          decimalScale={2}
          thousandSeparator=" "
          onChange={(value) => setPrice(numberOrUndefined(value))}
        />
        <NumberInput
          label={t('Yearly usage ({{unit}})', { unit })}
          value={usage ?? ''}
          min={0}
          placeholder={curve ? String(curve.usage) : undefined}
          onChange={(value) => setUsage(numberOrUndefined(value))}
        />
      </Group>
      {error && <Alert color="red">{error.message}</Alert>}
      {curve && (
        <>
          <Text size="sm">
            {t('Curve for {{usage}} {{unit}} a year, from the depreciation profile of {{category}}.', {
              usage: curve.usage,
              unit,
              category: answer?.category.name ?? '',
            })}
          </Text>
          <ResidualValueTable curve={curve} price={shownPrice} currency={model.data.currency ?? 'EUR'} />
        </>
      )}
    </Stack>
  );
}

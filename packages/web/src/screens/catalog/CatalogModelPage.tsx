import { Alert, Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { catalogOfRoute } from '../../engine/catalog/catalog-paths.ts';
import { PriceAndUsageInputs } from '../../engine/catalog/PriceAndUsageInputs.tsx';
import { useValueCurve } from '../../engine/catalog/useValueCurve.ts';
import { NotFoundPage } from '../../shell/NotFoundPage.tsx';
import { AddModelToContractDialog } from './AddModelToContractDialog.tsx';
import { ModelFacts } from './ModelFacts.tsx';
import { ResidualValueTable } from './ResidualValueTable.tsx';
import { useCatalogModel } from './useCatalogModel.ts';
import { useCreateAssetFromModel } from './useCreateAssetFromModel.ts';

/**
 * `/catalog/{name}/models/{id}`: a model's data, its residual values for a price and a yearly
 * usage typed in, 'Create asset', which opens the new asset's page, and 'Add to a contract'.
 */
export function CatalogModelPage() {
  const { t } = useTranslation();
  const { name, modelId } = useParams();
  const catalog = catalogOfRoute(name);
  const model = useCatalogModel(modelId);
  const [price, setPrice] = useState<number | undefined>();
  const [usage, setUsage] = useState<number | undefined>();
  const [adding, setAdding] = useState(false);
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
        <Button variant="default" onClick={() => setAdding(true)}>
          {t('Add to a contract')}
        </Button>
      </Group>
      {adding && <AddModelToContractDialog model={model.data} onClose={() => setAdding(false)} />}
      <Title order={2}>{t('Residual values')}</Title>
      <PriceAndUsageInputs
        price={shownPrice}
        usage={usage}
        onPrice={setPrice}
        onUsage={setUsage}
        answer={answer}
        curve={curve}
      />
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

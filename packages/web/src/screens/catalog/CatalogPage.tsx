import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { catalogOfRoute, isBrowsable } from '../../engine/catalog/catalog-paths.ts';
import { ContentPage } from '../ContentPage.tsx';
import { CatalogBrowser } from './CatalogBrowser.tsx';
import { CatalogSearch } from './CatalogSearch.tsx';

/**
 * `/catalog/{name}` (foundation.md §2): a vehicle catalogue, searched, and browsed by category
 * for LECTURA. Another name is the generic content page.
 */
export function CatalogPage() {
  const { t } = useTranslation();
  const { name } = useParams();
  const [params, setParams] = useSearchParams();
  const catalog = catalogOfRoute(name);
  if (!catalog) return <ContentPage />;
  const text = params.get('search') ?? '';
  const onText = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set('search', next);
        else updated.delete('search');
        return updated;
      },
      { replace: true },
    );
  return (
    <Stack gap="lg">
      <Title order={1}>{t('Catalog {{name}}', { name: catalog })}</Title>
      <Text>{t('Find a model, see its residual values and create an asset from it.')}</Text>
      <CatalogSearch catalog={catalog} text={text} onText={onText} />
      {isBrowsable(catalog) && <CatalogBrowser catalog={catalog} />}
    </Stack>
  );
}

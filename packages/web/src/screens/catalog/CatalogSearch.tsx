import type { CatalogModel, CatalogName } from '@lessor/domain/api';
import { Alert, Anchor, Badge, Loader, Stack, Table, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { modelPagePath } from '../../engine/catalog/catalog-paths.ts';
import { useCatalogSearch } from '../../engine/catalog/useCatalogSearch.ts';

/** Years a model was made: '1983 – 2024', or '2017 –' while it still is. */
export function modelYears(model: Pick<CatalogModel, 'yearFrom' | 'yearTo'>): string {
  if (model.yearFrom === null) return '';
  return model.yearTo === null ? `${model.yearFrom} –` : `${model.yearFrom} – ${model.yearTo}`;
}

/** The search box of a catalogue and the models found, the company's own items marked as such. */
export function CatalogSearch(props: { catalog: CatalogName; text: string; onText(text: string): void }) {
  const { t } = useTranslation();
  const { models, isSearching, error } = useCatalogSearch(props.catalog, props.text);
  return (
    <Stack gap="sm">
      <TextInput
        label={t('Search models')}
        description={t('Type 3 characters or more of a manufacturer or model name')}
        value={props.text}
        w={420}
        maw="100%"
        onChange={(event) => props.onText(event.currentTarget.value)}
        rightSection={isSearching ? <Loader size="xs" role="status" aria-label={t('Loading')} /> : null}
      />
      {error && <Alert color="red">{error.message}</Alert>}
      {props.text.trim().length >= 3 && (
        <Table striped aria-label={t('Models found')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('Model')}</Table.Th>
              <Table.Th scope="col">{t('Manufacturer')}</Table.Th>
              <Table.Th scope="col">{t('Category')}</Table.Th>
              <Table.Th scope="col">{t('Years')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {models.length === 0 && !isSearching ? (
              <Table.Tr>
                <Table.Td colSpan={4}>{t('No data')}</Table.Td>
              </Table.Tr>
            ) : (
              models.map((model) => (
                <Table.Tr key={model.id}>
                  <Table.Td>
                    <Anchor component={Link} to={modelPagePath(props.catalog, model.id)}>
                      {model.name}
                    </Anchor>{' '}
                    {model.source === 'tenant' && (
                      <Badge size="sm" variant="light">
                        {t('Own catalogue')}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>{model.manufacturer.name}</Table.Td>
                  <Table.Td>{model.category.name}</Table.Td>
                  <Table.Td>{modelYears(model)}</Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      )}
      {props.text.trim().length > 0 && props.text.trim().length < 3 && (
        <Text size="sm">{t('Type 3 characters or more of a manufacturer or model name')}</Text>
      )}
    </Stack>
  );
}

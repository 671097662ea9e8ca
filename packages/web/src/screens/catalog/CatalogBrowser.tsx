import type { CatalogCategory, CatalogListItem, CatalogManufacturer, CatalogName } from '@lessor/domain/api';
import {
  Anchor,
  Group,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { lecturaPath, modelPagePath } from '../../engine/catalog/catalog-paths.ts';
import { modelYears } from './CatalogSearch.tsx';
import { useCatalogList } from './useCatalogList.ts';

/** Manufacturers shown at once: a category may hold thousands; the filter narrows them. */
const shownManufacturers = 100;

/** A list of links, the chosen one marked: every entry is reached with Tab and opened with Enter. */
function LinkList(props: {
  label: string;
  items: readonly CatalogListItem[];
  chosen?: string;
  to(id: string): string;
}) {
  return (
    <nav aria-label={props.label}>
      <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
        {props.items.map((item) => (
          <li key={item.id}>
            <Anchor
              component={Link}
              to={props.to(item.id)}
              aria-current={item.id === props.chosen ? 'page' : undefined}
              fw={item.id === props.chosen ? 700 : undefined}
            >
              {item.name}
            </Anchor>
          </li>
        ))}
      </Stack>
    </nav>
  );
}

/**
 * Categories, then a category's manufacturers (narrowed by a sub-category and a filter), then a
 * manufacturer's models, each step kept in the address so Back and links work.
 */
export function CatalogBrowser(props: { catalog: CatalogName }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [filter, setFilter] = useState('');
  const category = params.get('category') ?? undefined;
  const sub = params.get('sub') ?? undefined;
  const manufacturer = params.get('manufacturer') ?? undefined;
  const scope = sub ?? category;
  const roots = useCatalogList<CatalogCategory>(lecturaPath('root-categories'));
  const subs = useCatalogList<CatalogCategory>(
    category ? lecturaPath('categories', category, 'sub-categories') : undefined,
  );
  const makers = useCatalogList<CatalogManufacturer>(
    scope ? lecturaPath('categories', scope, 'manufacturers') : undefined,
  );
  const models = useCatalogList<CatalogListItem & { yearFrom: number | null; yearTo: number | null }>(
    scope && manufacturer
      ? lecturaPath('categories', scope, 'manufacturers', manufacturer, 'models')
      : undefined,
  );
  const query = (next: Record<string, string | undefined>) =>
    `?${new URLSearchParams(Object.entries(next).filter((entry): entry is [string, string] => entry[1] !== undefined))}`;
  const narrowed = (makers.data ?? []).filter((maker) =>
    maker.name.toLowerCase().includes(filter.trim().toLowerCase()),
  );
  const makerName = makers.data?.find((maker) => maker.id === manufacturer)?.name;

  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('Categories')}
        </Title>
        {roots.isPending ? (
          <Loader size="sm" role="status" aria-label={t('Loading')} />
        ) : (
          <LinkList
            label={t('Categories')}
            items={roots.data ?? []}
            chosen={category}
            to={(id) => query({ category: id })}
          />
        )}
      </Stack>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('Manufacturers')}
        </Title>
        {!category && <Text size="sm">{t('Choose a category')}</Text>}
        {category && (
          <>
            <Select
              label={t('Sub-category')}
              data={[
                { value: '', label: t('All') },
                ...(subs.data ?? []).map((item) => ({ value: item.id, label: item.name })),
              ]}
              value={sub ?? ''}
              allowDeselect={false}
              onChange={(value) => setParams(query({ category, sub: value || undefined }))}
            />
            <TextInput
              label={t('Filter manufacturers')}
              value={filter}
              onChange={(event) => setFilter(event.currentTarget.value)}
            />
            {makers.isPending ? (
              <Loader size="sm" role="status" aria-label={t('Loading')} />
            ) : (
              <>
                <Text size="sm" aria-live="polite">
                  {t('{{shown}} of {{count}} manufacturers', {
                    shown: Math.min(narrowed.length, shownManufacturers),
                    count: narrowed.length,
                  })}
                </Text>
                <LinkList
                  label={t('Manufacturers')}
                  items={narrowed.slice(0, shownManufacturers)}
                  chosen={manufacturer}
                  to={(id) => query({ category, sub, manufacturer: id })}
                />
              </>
            )}
          </>
        )}
      </Stack>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {makerName ? t('Models of {{manufacturer}}', { manufacturer: makerName }) : t('Models')}
        </Title>
        {!manufacturer && <Text size="sm">{t('Choose a manufacturer')}</Text>}
        {manufacturer && models.isPending && <Loader size="sm" role="status" aria-label={t('Loading')} />}
        {manufacturer && models.data && (
          <Table striped aria-label={t('Models')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('Model')}</Table.Th>
                <Table.Th scope="col">{t('Years')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {models.data.map((model) => (
                <Table.Tr key={model.id}>
                  <Table.Td>
                    <Group gap={4}>
                      <Anchor component={Link} to={modelPagePath(props.catalog, model.id)}>
                        {model.name}
                      </Anchor>
                    </Group>
                  </Table.Td>
                  <Table.Td>{modelYears(model)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </SimpleGrid>
  );
}

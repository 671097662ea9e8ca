import type { CatalogModel } from '@lessor/domain/api';
import { Alert, Badge, Button, Loader, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCatalogSearch } from './useCatalogSearch.ts';

/**
 * The vehicle catalogue and the company's own items searched together, each model found offered
 * as 'Choose': what a line of a contract is made from.
 */
export function CatalogModelChooser({ onChoose }: { onChoose(model: CatalogModel): void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const { models, isSearching, error } = useCatalogSearch('LECTURA', text);
  const searched = text.trim().length >= 3;
  return (
    <Stack gap="sm">
      <TextInput
        label={t('Search models')}
        description={t('Type 3 characters or more of a manufacturer or model name')}
        value={text}
        data-autofocus
        onChange={(event) => setText(event.currentTarget.value)}
        rightSection={isSearching ? <Loader size="xs" role="status" aria-label={t('Loading')} /> : null}
      />
      {error && <Alert color="red">{error.message}</Alert>}
      {searched && models.length === 0 && !isSearching && <Text size="sm">{t('No data')}</Text>}
      {searched && models.length > 0 && (
        <Table aria-label={t('Models found')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('Model')}</Table.Th>
              <Table.Th scope="col">{t('Category')}</Table.Th>
              <Table.Th scope="col">
                <span className="lessor-visually-hidden">{t('Actions')}</span>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {models.map((model) => (
              <Table.Tr key={model.id}>
                <Table.Td>
                  {`${model.manufacturer.name} ${model.name}`}{' '}
                  {model.source === 'tenant' && (
                    <Badge size="sm" variant="light">
                      {t('Own catalogue')}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{model.category.name}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => onChoose(model)}
                    aria-label={t('Choose {{name}}', { name: `${model.manufacturer.name} ${model.name}` })}
                  >
                    {t('Choose')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

import type { CatalogModel } from '@lessor/domain/api';
import { formatAmount } from '@lessor/domain/formats';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { modelYears } from './CatalogSearch.tsx';

const parameterText = (value: unknown) => (Array.isArray(value) ? value.join(', ') : String(value ?? ''));

/** What the catalogue says of a model: its manufacturer, categories, years, price and own data. */
export function ModelFacts({ model }: { model: CatalogModel }) {
  const { t, i18n } = useTranslation();
  // The built-in catalogue's parameters by name; another catalogue's keep their own.
  const parameterLabels: Readonly<Record<string, string>> = {
    bodyClass: t('Body class'),
    vehicleTypes: t('Vehicle types'),
  };
  const sources = {
    builtin: t('Built-in catalogue (NHTSA vPIC)'),
    lectura: 'LECTURA',
    tenant: t('Own catalogue'),
  };
  const rows: [string, string][] = [
    [t('Manufacturer'), model.manufacturer.name],
    [t('Category'), model.category.name],
    [t('Sub-category'), model.subCategory?.name ?? ''],
    [t('Years'), modelYears(model)],
    [
      t('Unit price'),
      model.unitPrice === null
        ? ''
        : formatAmount(model.unitPrice, { currency: model.currency ?? undefined, locale: i18n.language }),
    ],
    [t('Source'), sources[model.source]],
    ...Object.entries(model.parameters)
      .filter(([key]) => key !== 'source')
      .map(([key, value]): [string, string] => [parameterLabels[key] ?? key, parameterText(value)]),
  ];
  return (
    <Table aria-label={t('Model data')} withRowBorders={false} layout="fixed" maw={720}>
      <Table.Tbody>
        {rows
          .filter(([, value]) => value !== '')
          .map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" w="40%">
                {label}
              </Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
      </Table.Tbody>
    </Table>
  );
}

import { formatDate, formatPercentage } from '@lessor/domain/formats';
import { Alert, Anchor, Group, Loader, Select, Stack, Table, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useMayWrite } from '../../engine/record/usePermissionChecks.ts';
import { dayDate, localToday } from '../calendar/calendar-period.ts';
import { ImportFileTool } from '../import/ImportFileTool.tsx';
import { AddRateValueForm } from './AddRateValueForm.tsx';
import { rateChartOption, valueInForce } from './rate-series.ts';
import {
  indexEntity,
  indiceEntity,
  type RateIndex,
  useRateIndexes,
  useRateValues,
  valuesShown,
} from './useRateIndexes.ts';

const EChart = lazy(() =>
  import('../../engine/inline/EChart.tsx').then((module) => ({ default: module.EChart })),
);

/** Rows of the values table: the latest fixings; the chart draws them all. */
const rowsShown = 60;

/**
 * The rates screen (`/rates`): the tenant's reference rates (Euribor and the like) as a series of
 * fixings per interest rate index, drawn over time, with the value in force today. Fixings are
 * added by hand or imported from a spreadsheet; the index keeps its latest (docs/rates.md).
 */
export function RatesPage() {
  const { t } = useTranslation();
  const indexes = useRateIndexes();
  const [params, setParams] = useSearchParams();
  const asked = params.get('index');
  const chosen = indexes.data?.find((index) => index.code === asked) ?? indexes.data?.[0];
  return (
    <Stack gap="md">
      <Title order={1}>{t('Rates')}</Title>
      <Text>
        {t(
          'Reference rates such as Euribor: the fixings of each interest rate index, the latest of which the index carries.',
        )}
      </Text>
      {indexes.isPending ? (
        <Loader size="sm" role="status" aria-label={t('Loading')} />
      ) : indexes.error ? (
        <Alert color="red" role="alert" title={t('The indexes could not be read')}>
          {indexes.error.message}
        </Alert>
      ) : !chosen ? (
        <Text>
          {t('No interest rate index yet.')}{' '}
          <Anchor component={Link} to={indexEntity?.newRoute ?? '/index'}>
            {t('Create an index of type interest rate')}
          </Anchor>
        </Text>
      ) : (
        <>
          <Select
            label={t('Index')}
            data={indexes.data.map((index) => ({ value: index.code, label: indexLabel(index) }))}
            value={chosen.code}
            onChange={(code) => code && setParams({ index: code })}
            allowDeselect={false}
            maw={400}
          />
          <IndexSeries index={chosen} />
        </>
      )}
    </Stack>
  );
}

const indexLabel = (index: RateIndex) => (index.name ? `${index.code} · ${index.name}` : index.code);

/** One index's fixings: the value in force, the line, the latest values, and the ways to add more. */
function IndexSeries({ index }: { index: RateIndex }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const values = useRateValues(index.code);
  const mayWrite = useMayWrite(indiceEntity?.apiPath ?? '');
  const today = localToday();
  if (values.isPending) return <Loader size="sm" role="status" aria-label={t('Loading')} />;
  if (values.error)
    return (
      <Alert color="red" role="alert" title={t('The rates could not be read')}>
        {values.error.message}
      </Alert>
    );
  const inForce = valueInForce(values.data, today);
  return (
    <Stack gap="md">
      <Text fw={500}>
        {inForce
          ? t('In force today: {{rate}}, fixed on {{date}}', {
              rate: formatPercentage(inForce.rate, { locale }),
              date: formatDate(dayDate(inForce.day), locale),
            })
          : t('No fixing in force today.')}
      </Text>
      {mayWrite && (
        <Group align="flex-end" gap="lg">
          <AddRateValueForm code={index.code} />
          <ImportFileTool entityName="Indice" label="Import fixings" />
        </Group>
      )}
      {values.data.length > 0 && (
        <Suspense fallback={<Loader size="sm" role="status" aria-label={t('Loading')} />}>
          <EChart
            option={rateChartOption(values.data, index.code)}
            label={t('{{index}} over time, {{count}} fixings', {
              index: index.code,
              count: values.data.length,
            })}
            height={260}
          />
        </Suspense>
      )}
      {values.data.length >= valuesShown && (
        <Text size="sm">{t('The latest {{count}} fixings are shown.', { count: valuesShown })}</Text>
      )}
      <Table striped maw={480}>
        <Table.Caption>{t('Latest fixings of {{index}}', { index: index.code })}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('Date')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('Rate')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {values.data.slice(0, rowsShown).map((value) => (
            <Table.Tr key={value.registration}>
              <Table.Td>
                <Anchor component={Link} to={`/${indiceEntity?.route}/${value.registration}`}>
                  {formatDate(dayDate(value.day), locale)}
                </Anchor>
              </Table.Td>
              <Table.Td ta="right">{formatPercentage(value.rate, { locale })}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {values.data.length === 0 && <Text>{t('No fixing yet.')}</Text>}
    </Stack>
  );
}

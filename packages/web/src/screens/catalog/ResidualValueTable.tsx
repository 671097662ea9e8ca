import type { ValueCurve } from '@lessor/domain/api';
import { residualValueOf } from '@lessor/domain/finance';
import { formatAmount, formatPercentage } from '@lessor/domain/formats';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A value curve as a table: the age, the share of the new price left and, for a price, its value. */
export function ResidualValueTable(props: {
  curve: ValueCurve;
  price: number | undefined;
  currency: string;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  return (
    <Table striped aria-label={t('Residual values')} maw={720}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('Age (months)')}</Table.Th>
          <Table.Th scope="col">{t('Share of the new price')}</Table.Th>
          <Table.Th scope="col">{t('Value')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {props.curve.points.map((point) => (
          <Table.Tr key={point.ageMonths}>
            <Table.Td>{point.ageMonths}</Table.Td>
            <Table.Td>{formatPercentage(point.share, { digits: 2, locale })}</Table.Td>
            <Table.Td>
              {props.price === undefined
                ? ''
                : formatAmount(residualValueOf(props.price, point.share), {
                    currency: props.currency,
                    locale,
                  })}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

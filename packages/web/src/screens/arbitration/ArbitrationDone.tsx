import type { FundArbitration } from '@lessor/domain/api';
import { formatDate } from '@lessor/domain/formats';
import { Alert, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { minorUnits } from '../treasury/minor-units.ts';
import { RecordLink } from '../treasury/RecordLink.tsx';
import { fundAmount, fundChoiceOf } from './fund-choice.ts';

/** What an arbitration did: the amount and day, each fund's figures now, and the records it wrote. */
export function ArbitrationDone({ arbitration }: { arbitration: FundArbitration }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const from = fundChoiceOf(arbitration.fromFund);
  const to = fundChoiceOf(arbitration.toFund);
  const [repaid] = arbitration.operations;
  const contract = typeof repaid?.contractRegistration === 'string' ? repaid.contractRegistration : undefined;
  const values = {
    amount: fundAmount(to, Math.abs(minorUnits(repaid?.amount, to.decimals)), locale),
    from: from.name,
    to: to.name,
    contract,
    date: formatDate(new Date(String(repaid?.date)), locale),
  };
  return (
    <Alert color="green" role="status" title={t('Refinancing moved')}>
      <Text size="sm" mb="xs">
        {contract
          ? t('{{amount}} of contract {{contract}} moved from {{from}} to {{to}} on {{date}}.', values)
          : t('{{amount}} moved from {{from}} to {{to}} on {{date}}.', values)}
      </Text>
      <Table aria-label={t('Funds after the arbitration')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('Fund')}</Table.Th>
            <Table.Th ta="end">{t('Outstanding now')}</Table.Th>
            <Table.Th ta="end">{t('Available now')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {[from, to].map((fund) => (
            <Table.Tr key={fund.registration}>
              <Table.Td>
                {fund.name} (<RecordLink entityName="Fund" registration={fund.registration} />)
              </Table.Td>
              <Table.Td ta="end">{fundAmount(fund, fund.outstanding, locale)}</Table.Td>
              <Table.Td ta="end">
                {fund.available === undefined ? '' : fundAmount(fund, fund.available, locale)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group gap="xs" mt="xs">
        <Text size="sm">{t('Written:')}</Text>
        {[
          ...arbitration.operations.map((record) => ['BankOperation', record.registration] as const),
          ...arbitration.fundings.map((record) => ['Funding', record.registration] as const),
        ].map(([entityName, registration]) => (
          <RecordLink key={registration} entityName={entityName} registration={registration} />
        ))}
      </Group>
    </Alert>
  );
}

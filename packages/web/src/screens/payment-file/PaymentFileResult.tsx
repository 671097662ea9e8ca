import type { EntityDefinition } from '@lessor/domain/entities';
import { findEntity } from '@lessor/domain/entities';
import { formatAmount, formatDate } from '@lessor/domain/formats';
import { Anchor, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { recordPath } from '../../engine/list/record-path.ts';
import { notifyError } from '../../notifications/notify.ts';
import { downloadPaymentFileXml, type PaymentFileMade } from './payment-file-api.ts';
import type { PaymentFileKind } from './payment-file-kinds.ts';

const invoices = findEntity('Invoice');

interface Props {
  entity: EntityDefinition;
  kind: PaymentFileKind;
  made: PaymentFileMade;
  onClose(): void;
}

/** The file made (linked to its page, its day, lines and total), then each invoice due it left out and why. */
export function PaymentFileResult({ entity, kind, made: { file, leftOut }, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const [downloading, setDownloading] = useState(false);
  const currency = typeof file.currency === 'string' ? file.currency : undefined;
  const facts: [string, string][] = [
    [t(kind.dayLabel), formatDate(new Date(String(file.collectionDate)), i18n.language)],
    [t('Lines'), String(file.lineCount ?? '')],
    [
      t('Total amount'),
      formatAmount(file.amount, { locale: i18n.language, ...(currency ? { currency } : {}) }),
    ],
  ];
  return (
    <Stack gap="md">
      <Text role="status">
        {t('File made:')}{' '}
        <Anchor component={Link} to={recordPath(entity, file.registration)}>
          {file.registration}
        </Anchor>
      </Text>
      <Table variant="vertical" withTableBorder>
        <Table.Tbody>
          {facts.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={180}>{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Title order={3} size="h5">
        {t(kind.leftOutTitle, { count: leftOut.length })}
      </Title>
      {leftOut.length === 0 ? (
        <Text size="sm">{t('Every invoice due by that day is in the file.')}</Text>
      ) : (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('Invoice')}</Table.Th>
              <Table.Th>{t('Reason')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {leftOut.map(({ registration, reason }) => (
              <Table.Tr key={registration}>
                <Table.Td>
                  {invoices ? (
                    <Anchor component={Link} to={recordPath(invoices, registration)} size="sm">
                      {registration}
                    </Anchor>
                  ) : (
                    registration
                  )}
                </Table.Td>
                <Table.Td>{reason}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Group justify="end" gap="xs">
        <Button
          variant="default"
          loading={downloading}
          onClick={() => {
            setDownloading(true);
            downloadPaymentFileXml(entity.apiPath, file)
              .catch(notifyError)
              .finally(() => setDownloading(false));
          }}
        >
          {t('Download XML')}
        </Button>
        <Button onClick={onClose}>{t('Close')}</Button>
      </Group>
    </Stack>
  );
}

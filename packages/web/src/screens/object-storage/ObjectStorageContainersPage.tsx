import type { ObjectStorageContainer } from '@lessor/domain/api';
import { formatSize } from '@lessor/domain/formats';
import { Alert, Anchor, Badge, Button, Group, Loader, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { S3ContainerForm } from './S3ContainerForm.tsx';
import { useObjectStorage } from './useObjectStorage.ts';

/** The address of a container's screen (foundation.md §2: `/object-storage-container/{containerName}`). */
export const containerScreenPath = (name: string) => `/object-storage-container/${encodeURIComponent(name)}`;

/**
 * `/object-storage-containers` (foundation.md §2): where the tenant's documents are kept. The
 * built-in folder of the server and the S3 buckets its administrators added, each with its files,
 * the bytes they take and its quota, against the tenant's own quota; a bucket is added here.
 */
export function ObjectStorageContainersPage() {
  const { t, i18n } = useTranslation();
  const overview = useObjectStorage();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const size = (bytes: number) => formatSize(bytes, { locale: i18n.language });
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{t('Object storage containers')}</Title>
        <Button onClick={() => setAdding(true)}>{t('Add an S3 container')}</Button>
      </Group>
      <Text>
        {t(
          'Where the documents of this tenant are kept. New files go to the default container; files kept stay where they are.',
        )}
      </Text>
      {overview.isPending && <Loader size="sm" role="status" aria-label={t('Loading')} />}
      {overview.error && <Alert color="red">{overview.error.message}</Alert>}
      {overview.data && (
        <>
          <Text fw={500}>
            {t('{{used}} used of the tenant’s {{quota}}', {
              used: size(overview.data.tenantUsedBytes),
              quota: size(overview.data.tenantQuotaBytes),
            })}
          </Text>
          <Table striped withTableBorder aria-label={t('Object storage containers')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('Name')}</Table.Th>
                <Table.Th>{t('Kind')}</Table.Th>
                <Table.Th>{t('Files')}</Table.Th>
                <Table.Th>{t('Used')}</Table.Th>
                <Table.Th>{t('Quota')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {overview.data.containers.map((container) => (
                <ContainerRow key={container.name} container={container} size={size} />
              ))}
            </Table.Tbody>
          </Table>
        </>
      )}
      <Modal
        opened={adding}
        onClose={() => setAdding(false)}
        title={t('Add an S3 container')}
        closeButtonProps={{ 'aria-label': t('Close') }}
        size="lg"
      >
        <S3ContainerForm
          onCancel={() => setAdding(false)}
          onSaved={(name) => {
            setAdding(false);
            void navigate(containerScreenPath(name));
          }}
        />
      </Modal>
    </Stack>
  );
}

function ContainerRow({
  container,
  size,
}: {
  container: ObjectStorageContainer;
  size: (bytes: number) => string;
}) {
  const { t } = useTranslation();
  return (
    <Table.Tr>
      <Table.Td>
        <Group gap="xs">
          <Anchor component={Link} to={containerScreenPath(container.name)}>
            {container.name}
          </Anchor>
          {container.isDefault && (
            <Badge variant="outline" color="dark">
              {t('Default')}
            </Badge>
          )}
        </Group>
      </Table.Td>
      <Table.Td>{container.kind === 's3' ? t('S3 bucket') : t('Server folder')}</Table.Td>
      <Table.Td>{container.files}</Table.Td>
      <Table.Td>{size(container.usedBytes)}</Table.Td>
      <Table.Td>{container.quotaBytes === null ? '—' : size(container.quotaBytes)}</Table.Td>
    </Table.Tr>
  );
}

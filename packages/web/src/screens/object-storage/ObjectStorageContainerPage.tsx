import { formatSize } from '@lessor/domain/formats';
import { Alert, Anchor, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { notifySuccess } from '../../notifications/notify.ts';
import { RefusalAlert } from '../../notifications/RefusalAlert.tsx';
import { S3ContainerForm } from './S3ContainerForm.tsx';
import { useContainerChanges, useObjectStorage } from './useObjectStorage.ts';

/**
 * `/object-storage-container/{containerName}` (foundation.md §2): one container, what it holds
 * and its settings. It is made the default here; a bucket's settings change here, and a bucket
 * that holds no file is removed.
 */
export function ObjectStorageContainerPage() {
  const { t, i18n } = useTranslation();
  const { containerName = '' } = useParams();
  const overview = useObjectStorage();
  const { makeDefault, remove } = useContainerChanges();
  const navigate = useNavigate();
  const container = overview.data?.containers.find((candidate) => candidate.name === containerName);
  const size = (bytes: number) => formatSize(bytes, { locale: i18n.language });
  return (
    <Stack gap="md" maw={720}>
      <Anchor component={Link} to="/object-storage-containers">
        {t('Object storage containers')}
      </Anchor>
      <Title order={1}>{t('Container {{name}}', { name: containerName })}</Title>
      {overview.isPending && <Loader size="sm" role="status" aria-label={t('Loading')} />}
      {overview.error && <Alert color="red">{overview.error.message}</Alert>}
      {overview.data && !container && (
        <Alert color="red">{t('This tenant has no container {{name}}.', { name: containerName })}</Alert>
      )}
      {container && (
        <>
          <Card withBorder component="section" aria-label={t('Usage')}>
            <Stack gap="xs">
              <Text>
                {container.kind === 's3' ? t('S3 bucket') : t('Server folder')} ·{' '}
                {t('{{count}} files, {{used}}', { count: container.files, used: size(container.usedBytes) })}
                {container.quotaBytes !== null &&
                  ` · ${t('quota {{quota}}', { quota: size(container.quotaBytes) })}`}
              </Text>
              {container.isDefault ? (
                <Text fw={500}>{t('New files go to this container.')}</Text>
              ) : (
                <Group>
                  <Button
                    variant="default"
                    loading={makeDefault.isPending}
                    onClick={() =>
                      makeDefault.mutate(container.name, { onSuccess: () => notifySuccess('Saved') })
                    }
                  >
                    {t('Make it the default')}
                  </Button>
                </Group>
              )}
            </Stack>
          </Card>
          {container.kind === 's3' && (
            <Card withBorder component="section" aria-label={t('Settings')}>
              <Stack gap="sm">
                <Title order={2} size="h3">
                  {t('Settings')}
                </Title>
                <S3ContainerForm
                  key={container.updatedAt}
                  saved={container}
                  onSaved={() => notifySuccess('Saved')}
                />
                <RefusalAlert error={remove.error} />
                <Group justify="end">
                  <Button
                    variant="default"
                    color="red"
                    loading={remove.isPending}
                    onClick={() =>
                      remove.mutate(container.name, {
                        onSuccess: () => void navigate('/object-storage-containers'),
                      })
                    }
                  >
                    {t('Remove this container')}
                  </Button>
                </Group>
              </Stack>
            </Card>
          )}
        </>
      )}
    </Stack>
  );
}

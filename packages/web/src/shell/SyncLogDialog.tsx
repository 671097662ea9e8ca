import { Code, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { readSyncLog } from '../offline/sync-log.ts';

interface Props {
  opened: boolean;
  onClose(): void;
}

/**
 * The sync log (foundation.md §8): the reports of the last replays of writes made offline that the
 * server refused in part, newest first, each with when it happened and a line per write refused.
 */
export function SyncLogDialog({ opened, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const batches = opened ? readSyncLog().reverse() : [];
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'medium' });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('Sync log')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('Close') }}
    >
      {batches.length === 0 ? (
        <Text size="sm">{t('Every change made offline reached the server.')}</Text>
      ) : (
        <Stack gap="md">
          {batches.map((batch) => (
            <section key={batch.at} aria-label={when.format(new Date(batch.at))}>
              <Text size="sm" fw={600}>
                {when.format(new Date(batch.at))}
              </Text>
              <Code block>{batch.lines.join('\n')}</Code>
            </section>
          ))}
        </Stack>
      )}
    </Modal>
  );
}

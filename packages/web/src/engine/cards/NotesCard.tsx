import { findEntity } from '@lessor/domain/entities';
import { Alert, Button, Group, Loader, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiJson } from '../../api/api-client.ts';
import { useFormMode } from '../form/FormModeContext.tsx';
import { useRelatedRecords } from '../inline/useRelatedRecords.ts';
import { useRecordContext } from '../record/RecordContext.tsx';
import { CardFrame } from './CardFrame.tsx';
import type { CardProps } from './card-props.ts';

const MarkdownView = lazy(() =>
  import('../fields/MarkdownView.tsx').then((module) => ({ default: module.MarkdownView })),
);

/**
 * Free notes on the record, in markdown, newest first, and a box to add one (foundation.md §2:
 * only when the record has an id).
 */
export function NotesCard({ card }: CardProps) {
  const { t } = useTranslation();
  const { entity, record } = useRecordContext();
  const { readOnly } = useFormMode();
  const [draft, setDraft] = useState('');
  const { records, isLoading, error, refetch } = useRelatedRecords('Note', {
    entityName: entity.name,
    entityRegistration: record?.registration,
  });
  const add = useMutation({
    mutationFn: (content: string) =>
      apiJson(findEntity('Note')?.apiPath ?? '/api/core/notes', {
        method: 'POST',
        body: { entityName: entity.name, entityRegistration: record?.registration, content },
      }),
    onSuccess: () => {
      setDraft('');
      void refetch();
    },
  });
  if (!record) return null;
  return (
    <CardFrame card={card}>
      <Stack gap="sm">
        {!readOnly && !card.readOnly && (
          <Stack gap={4}>
            <Textarea
              label={t('New note')}
              // A fixed box: measuring an auto-growing one forces a layout on every page load.
              rows={3}
              value={draft}
              onChange={(event) => setDraft(event.currentTarget.value)}
            />
            <Group justify="end">
              <Button
                size="xs"
                disabled={draft.trim() === ''}
                loading={add.isPending}
                onClick={() => add.mutate(draft.trim())}
              >
                {t('Add note')}
              </Button>
            </Group>
          </Stack>
        )}
        {isLoading && <Loader size="sm" role="status" aria-label={t('Loading')} />}
        {error && <Alert color="red">{error.message}</Alert>}
        {!isLoading && records.length === 0 && <Text size="sm">{t('No notes')}</Text>}
        {records.map((note) => (
          <Paper key={note._id} withBorder p="xs">
            <Text size="xs">
              {note._insertUser} · {new Date(note._insertDate).toLocaleString()}
            </Text>
            <Suspense fallback={<Loader size="xs" role="status" aria-label={t('Loading')} />}>
              <MarkdownView markdown={typeof note.content === 'string' ? note.content : ''} />
            </Suspense>
          </Paper>
        ))}
      </Stack>
    </CardFrame>
  );
}

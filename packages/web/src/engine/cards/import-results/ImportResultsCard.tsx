import { type ImportView, importPaths } from '@lessor/domain/api';
import type { ProcessingAction } from '@lessor/domain/workflow';
import { Alert, Button, Group, Loader, Progress, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiJson } from '../../../api/api-client.ts';
import { confirmSelection } from '../../modals/confirm-selection.ts';
import { useRecordContext } from '../../record/RecordContext.tsx';
import { CardFrame } from '../CardFrame.tsx';
import type { CardProps } from '../card-props.ts';
import { type ColumnChoices, ImportColumnsMapping } from './ImportColumnsMapping.tsx';
import { RefusedRowsTable } from './RefusedRowsTable.tsx';
import { useImportProgress } from './useImportProgress.ts';

/** The buttons of the processing actions (processing.ts), as a user reads them. */
const actionLabels: Readonly<Record<ProcessingAction, string>> = {
  DO: 'Start import',
  STOP_FETCHING: 'Stop',
  CONTINUE: 'Continue',
  RESET: 'Reset refused rows',
  UNDO: 'Undo import',
  COMPLETE: 'Accept as is',
};

/**
 * The ImportResults card (foundation.md §2) of an import's page: its progress, its columns and the
 * field each fills while it is a draft, the actions its status allows, and its refused rows with
 * why each was refused.
 */
export function ImportResultsCard({ card }: CardProps) {
  const { t } = useTranslation();
  const { record } = useRecordContext();
  const registration = record?.registration ?? '';
  const progress = useImportProgress(registration);
  const [choices, setChoices] = useState<ColumnChoices>({});
  const queryClient = useQueryClient();
  const act = useMutation({
    mutationFn: (action: ProcessingAction) =>
      apiJson<ImportView>(importPaths.action(registration, action), {
        method: 'POST',
        body: action === 'DO' ? { columns: choices } : {},
      }),
    onSuccess: (view) => {
      queryClient.setQueryData(['Import', 'progress', registration], view);
      void queryClient.invalidateQueries({ queryKey: ['Import', 'record'] });
      void queryClient.invalidateQueries({ queryKey: ['Import', 'rows', registration] });
    },
  });
  if (!record) return null;
  const view = progress.data;
  const run = (action: ProcessingAction) => {
    if (action !== 'UNDO') return act.mutate(action);
    confirmSelection({
      message: t('The records this import wrote are deleted. Undo the import?'),
      onConfirm: () => act.mutate(action),
    });
  };
  return (
    <CardFrame card={card}>
      {progress.isPending && <Loader size="sm" role="status" aria-label={t('Loading')} />}
      {progress.error && <Alert color="red">{progress.error.message}</Alert>}
      {view && (
        <Stack gap="md">
          <ImportProgress view={view} />
          {view.record.status === 'DRAFT' && (
            <ImportColumnsMapping
              view={view}
              choices={choices}
              onChoose={(position, field) => setChoices((current) => ({ ...current, [position]: field }))}
            />
          )}
          {view.actions.length > 0 && (
            <Group gap="sm">
              {view.actions.map((action) => (
                <Button
                  key={action}
                  variant={action === 'DO' || action === 'CONTINUE' ? 'filled' : 'default'}
                  loading={act.isPending && act.variables === action}
                  onClick={() => run(action)}
                >
                  {t(actionLabels[action])}
                </Button>
              ))}
            </Group>
          )}
          {view.counts.refused > 0 && <RefusedRowsTable registration={registration} view={view} />}
        </Stack>
      )}
    </CardFrame>
  );
}

function ImportProgress({ view }: { view: ImportView }) {
  const { t } = useTranslation();
  const { total, written, refused } = view.counts;
  const done = written + refused;
  return (
    <Stack gap={4}>
      <Progress
        value={total === 0 ? 0 : (done / total) * 100}
        animated={view.record.status === 'PROCESSING'}
        aria-label={t('Rows done')}
      />
      <Text size="sm">
        {t('{{done}} of {{total}} rows done: {{written}} written, {{refused}} refused', {
          done,
          total,
          written,
          refused,
        })}
      </Text>
    </Stack>
  );
}

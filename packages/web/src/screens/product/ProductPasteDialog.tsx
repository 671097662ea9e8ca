import type { EntityDefinition } from '@lessor/domain/entities';
import { Alert, Button, Group, Loader, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../notifications/notify.ts';
import { parsePastedRows } from '../paste-rows/parse-pasted-rows.ts';
import { pasteProblemText } from '../paste-rows/paste-problem-text.ts';
import { useRecordsPaste } from '../paste-rows/useRecordsPaste.ts';

interface Props {
  entity: EntityDefinition;
  /** Rows already taken from the clipboard, when the user pasted on the list itself. */
  initialText: string;
  onClose(): void;
}

/**
 * Products pasted from a spreadsheet (business-areas.md §2 and §7): the rows are read against the
 * product schema first; a paste that does not read is refused whole with 'Invalid data' and
 * nothing is sent. Otherwise every row is created, or none, and the list reloads.
 */
export function ProductPasteDialog({ entity, initialText, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const [text, setText] = useState(initialText);
  const [problem, setProblem] = useState<string>();
  const { schema, create } = useRecordsPaste(entity, true);
  const fields = Object.values(schema.data?.properties ?? {}).map((property) => t(property.title));

  const submit = () => {
    if (!schema.data) return;
    const parsed = parsePastedRows(text, schema.data, {
      locale: i18n.language,
      translate: (label) => t(label),
    });
    if (!parsed.ok) {
      setProblem(pasteProblemText(parsed.problem, t));
      notifySuccess('Invalid data', undefined, 'warning');
      return;
    }
    setProblem(undefined);
    create.mutate(parsed.rows, {
      onSuccess: (created) => {
        notifySuccess('{{n}} product(s) created', { n: created.length });
        onClose();
      },
    });
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('Paste products')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('Close') }}
    >
      <Stack gap="sm">
        <Text size="sm">
          {t('Copy rows from a spreadsheet, with a header row naming the fields, and paste them here.')}
        </Text>
        {schema.isPending ? (
          <Loader size="sm" role="status" aria-label={t('Loading')} />
        ) : (
          <Text size="sm" c="dimmed">
            {t('Fields')}: {fields.join(', ')}
          </Text>
        )}
        <Textarea
          label={t('Rows to create')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          autosize
          minRows={6}
          maxRows={16}
          data-autofocus
          styles={{ input: { fontFamily: 'monospace', whiteSpace: 'pre' } }}
          {...(problem ? { error: problem } : {})}
        />
        {schema.isError && (
          <Alert color="red" role="alert">
            {schema.error.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('Cancel')}
          </Button>
          <Button onClick={submit} loading={create.isPending} disabled={!schema.data || text.trim() === ''}>
            {t('Create')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

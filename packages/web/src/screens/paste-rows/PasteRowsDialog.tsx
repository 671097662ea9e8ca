import type { EntityDefinition } from '@lessor/domain/entities';
import { Alert, Button, FileButton, Group, Loader, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../notifications/notify.ts';
import { parsePastedRows } from './parse-pasted-rows.ts';
import { pasteProblemText } from './paste-problem-text.ts';
import { useRecordsPaste } from './useRecordsPaste.ts';
import { useSheetRows } from './useSheetRows.ts';

interface Props {
  entity: EntityDefinition;
  /** The dialog's title, translated. */
  title: string;
  /** Rows already taken from the clipboard, when the user pasted on the list itself. */
  initialText: string;
  /** Tells the user how many records were made, in the entity's words. */
  onCreated(count: number): void;
  onClose(): void;
}

/**
 * Records pasted from a spreadsheet, or read from an Excel file (business-areas.md §2 and §7):
 * a file's first sheet fills the rows as a paste of it would, for the user to see before Create.
 * The rows are read against the entity's schema first; rows that do not read are refused whole
 * with 'Invalid data' and nothing is sent. Otherwise every row is created, or none, and the list
 * reloads.
 */
export function PasteRowsDialog({ entity, title, initialText, onCreated, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const [text, setText] = useState(initialText);
  const [problem, setProblem] = useState<string>();
  const { schema, create } = useRecordsPaste(entity, true);
  const sheet = useSheetRows((rows) => {
    setProblem(undefined);
    setText(rows);
  });
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
        onCreated(created.length);
        onClose();
      },
    });
  };

  return (
    <Modal opened onClose={onClose} title={title} size="lg" closeButtonProps={{ 'aria-label': t('Close') }}>
      <Stack gap="sm">
        <Text size="sm">
          {t('Copy rows from a spreadsheet, with a header row naming the fields, and paste them here.')}
        </Text>
        <Group gap="sm">
          <FileButton
            onChange={(file) => file && sheet.mutate(file)}
            accept="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,.xlsx"
          >
            {(props) => (
              <Button {...props} variant="default" size="xs" loading={sheet.isPending}>
                {t('Read an Excel file')}
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed">
            {t('Its first sheet fills the rows below.')}
          </Text>
        </Group>
        {sheet.error && (
          <Alert color="red" role="alert">
            {sheet.error.message}
          </Alert>
        )}
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

import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  /** The modal's title and its one field's label, translated. */
  title: string;
  label: string;
  initial: string;
  saving: boolean;
  error: Error | null;
  onSave(text: string): void;
  onClose(): void;
}

/** Asks one line of text about a document (its new name, a watermark); the line cannot be blank. */
export function DocumentTextModal({ title, label, initial, saving, error, onSave, onClose }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState(initial);
  const blank = text.trim() === '';
  return (
    <Modal opened onClose={onClose} title={title} closeButtonProps={{ 'aria-label': t('Close') }}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!blank) onSave(text.trim());
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={label}
            value={text}
            data-autofocus
            onChange={(event) => setText(event.currentTarget.value)}
          />
          {error && (
            <Alert color="red" role="alert">
              {error.message}
            </Alert>
          )}
          <Group justify="end">
            <Button variant="default" onClick={onClose}>
              {t('Cancel')}
            </Button>
            <Button type="submit" disabled={blank} loading={saving}>
              {t('Save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

import type { RecordDocument } from '@lessor/domain/api';
import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  document: RecordDocument;
  saving: boolean;
  error: Error | null;
  onSave(name: string): void;
  onClose(): void;
}

/** Gives a document another name; the name cannot be blank. */
export function RenameDocumentModal({ document, saving, error, onSave, onClose }: Props) {
  const { t } = useTranslation();
  const [name, setName] = useState(document.name);
  const blank = name.trim() === '';
  return (
    <Modal opened onClose={onClose} title={t('Rename the document')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!blank) onSave(name.trim());
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={t('New name')}
            value={name}
            data-autofocus
            onChange={(event) => setName(event.currentTarget.value)}
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

import type { RecordDocument } from '@lessor/domain/api';
import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../notifications/notify.ts';
import { confirmDocumentRemoval } from './confirm-document-removal.ts';
import { RenameDocumentModal } from './RenameDocumentModal.tsx';
import type { useRecordDocuments } from './useRecordDocuments.ts';

interface Props {
  document: RecordDocument;
  files: ReturnType<typeof useRecordDocuments>;
  /** Rename and delete are offered only to who may change the record. */
  editable: boolean;
}

/** Open, rename and delete one document, each button naming the file it acts on. */
export function DocumentActions({ document, files, editable }: Props) {
  const { t } = useTranslation();
  const [renaming, setRenaming] = useState(false);
  const values = { name: document.name };
  return (
    <Group gap={4} wrap="nowrap">
      <Button
        size="compact-xs"
        variant="default"
        aria-label={t('View {{name}}', values)}
        onClick={() => files.open(document).catch(notifyError)}
      >
        {t('View')}
      </Button>
      {editable && (
        <>
          <Button
            size="compact-xs"
            variant="default"
            aria-label={t('Rename {{name}}', values)}
            onClick={() => {
              files.rename.reset();
              setRenaming(true);
            }}
          >
            {t('Rename')}
          </Button>
          <Button
            size="compact-xs"
            variant="default"
            color="red"
            aria-label={t('Delete {{name}}', values)}
            onClick={() =>
              confirmDocumentRemoval(document, () => files.remove.mutate(document, { onError: notifyError }))
            }
          >
            {t('Delete')}
          </Button>
        </>
      )}
      {renaming && (
        <RenameDocumentModal
          document={document}
          saving={files.rename.isPending}
          error={files.rename.error}
          onClose={() => setRenaming(false)}
          onSave={(name) => files.rename.mutate({ document, name }, { onSuccess: () => setRenaming(false) })}
        />
      )}
    </Group>
  );
}

import { pdfConversionExtensions, type RecordDocument, watermarkExtensions } from '@lessor/domain/api';
import { extensionOf } from '@lessor/domain/validation';
import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../notifications/notify.ts';
import { confirmDocumentRemoval } from './confirm-document-removal.ts';
import { DocumentTextModal } from './DocumentTextModal.tsx';
import type { useRecordDocuments } from './useRecordDocuments.ts';

interface Props {
  document: RecordDocument;
  files: ReturnType<typeof useRecordDocuments>;
  /** Rename, delete, conversion and watermark are offered only to who may change the record. */
  editable: boolean;
}

/**
 * Open, rename, turn into PDF, stamp with a watermark and delete one document, each button naming
 * the file it acts on; the PDF and the watermark only for the formats the server takes.
 */
export function DocumentActions({ document, files, editable }: Props) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<'rename' | 'watermark'>();
  const values = { name: document.name };
  const extension = extensionOf(document.name);
  const added = (made: RecordDocument) => notifySuccess('{{name}} added', { name: made.name });
  const ask = (what: 'rename' | 'watermark') => {
    files.rename.reset();
    files.stamp.reset();
    setAsking(what);
  };
  return (
    <Group gap={4}>
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
            onClick={() => ask('rename')}
          >
            {t('Rename')}
          </Button>
          {extension !== 'pdf' && pdfConversionExtensions.includes(extension) && (
            <Button
              size="compact-xs"
              variant="default"
              aria-label={t('Convert {{name}} to PDF', values)}
              loading={files.convert.isPending && files.convert.variables === document}
              onClick={() => files.convert.mutate(document, { onSuccess: added })}
            >
              {t('To PDF')}
            </Button>
          )}
          {watermarkExtensions.includes(extension) && (
            <Button
              size="compact-xs"
              variant="default"
              aria-label={t('Stamp {{name}} with a watermark', values)}
              onClick={() => ask('watermark')}
            >
              {t('Watermark')}
            </Button>
          )}
          <Button
            size="compact-xs"
            variant="default"
            color="red"
            aria-label={t('Delete {{name}}', values)}
            onClick={() => confirmDocumentRemoval(document, () => files.remove.mutate(document))}
          >
            {t('Delete')}
          </Button>
        </>
      )}
      {asking === 'rename' && (
        <DocumentTextModal
          title={t('Rename the document')}
          label={t('New name')}
          initial={document.name}
          saving={files.rename.isPending}
          error={files.rename.error}
          onClose={() => setAsking(undefined)}
          onSave={(name) =>
            files.rename.mutate({ document, name }, { onSuccess: () => setAsking(undefined) })
          }
        />
      )}
      {asking === 'watermark' && (
        <DocumentTextModal
          title={t('Stamp a copy with a watermark')}
          label={t('Watermark text')}
          initial={t('COPY')}
          saving={files.stamp.isPending}
          error={files.stamp.error}
          onClose={() => setAsking(undefined)}
          onSave={(text) =>
            files.stamp.mutate(
              { document, text },
              {
                onSuccess: (made) => {
                  setAsking(undefined);
                  added(made);
                },
              },
            )
          }
        />
      )}
    </Group>
  );
}

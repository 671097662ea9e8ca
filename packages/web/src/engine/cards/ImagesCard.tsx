import { Alert, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DocumentUploadButton } from '../documents/DocumentUploadButton.tsx';
import { ImageCarousel } from '../documents/ImageCarousel.tsx';
import { useRecordDocuments } from '../documents/useRecordDocuments.ts';
import { useFormMode } from '../form/FormModeContext.tsx';
import { useRecordContext } from '../record/RecordContext.tsx';
import { CardFrame } from './CardFrame.tsx';
import type { CardProps } from './card-props.ts';

/** foundation.md §3: a record's pictures are its documents of type MAINIMAGE or IMAGE, the main one first. */
const imageTypes = ['MAINIMAGE', 'IMAGE'];

/**
 * The record's pictures in a carousel (foundation.md §2, Images card); a picture opens in a new
 * window. Who may change the record adds, orders, renames or deletes one. Only once the record is
 * saved.
 */
export function ImagesCard({ card }: CardProps) {
  const { t } = useTranslation();
  const { entity, record } = useRecordContext();
  const { readOnly } = useFormMode();
  const files = useRecordDocuments(entity, record?.registration, imageTypes);
  if (!record) return null;
  const editable = !readOnly && !card.readOnly && !entity.apiReadOnly;
  // The main picture leads, the others follow in their order; the server lists newest first.
  const images = [...files.documents].sort(
    (a, b) =>
      imageTypes.indexOf(a.type) - imageTypes.indexOf(b.type) ||
      (a.sortIndex ?? Number.MAX_SAFE_INTEGER) - (b.sortIndex ?? Number.MAX_SAFE_INTEGER),
  );
  return (
    <CardFrame card={card}>
      <Stack gap="sm">
        {editable && (
          <Stack gap={4} align="start">
            <DocumentUploadButton
              accept="image/png,image/jpeg,image/gif,image/webp"
              label={t('Upload an image')}
              loading={files.upload.isPending}
              onFile={(file) => files.upload.mutate({ file, type: 'IMAGE' })}
            />
            {files.upload.error && (
              <Alert color="red" role="alert">
                {files.upload.error.message}
              </Alert>
            )}
          </Stack>
        )}
        {files.isLoading && <Loader size="sm" role="status" aria-label={t('Loading')} />}
        {files.error && <Alert color="red">{files.error.message}</Alert>}
        {!files.isLoading && images.length === 0 && <Text size="sm">{t('No images')}</Text>}
        <ImageCarousel images={images} files={files} editable={editable} />
      </Stack>
    </CardFrame>
  );
}

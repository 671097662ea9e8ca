import { Alert, Image, Loader, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../notifications/notify.ts';
import { DocumentActions } from '../documents/DocumentActions.tsx';
import { DocumentUploadButton } from '../documents/DocumentUploadButton.tsx';
import { useRecordDocuments } from '../documents/useRecordDocuments.ts';
import { useFormMode } from '../form/FormModeContext.tsx';
import { useRecordContext } from '../record/RecordContext.tsx';
import { CardFrame } from './CardFrame.tsx';
import type { CardProps } from './card-props.ts';

/** foundation.md §3: a record's pictures are its documents of type MAINIMAGE or IMAGE, the main one first. */
const imageTypes = ['MAINIMAGE', 'IMAGE'];

/**
 * Thumbnails of the record's pictures (foundation.md §2, Images card); a thumbnail opens the
 * picture in a new window. Who may change the record adds, renames or deletes one. Only once the
 * record is saved.
 */
export function ImagesCard({ card }: CardProps) {
  const { t } = useTranslation();
  const { entity, record } = useRecordContext();
  const { readOnly } = useFormMode();
  const files = useRecordDocuments(entity, record?.registration, imageTypes);
  if (!record) return null;
  const editable = !readOnly && !card.readOnly && !entity.apiReadOnly;
  // The server lists newest first; the main picture leads.
  const images = [...files.documents].sort((a, b) => imageTypes.indexOf(a.type) - imageTypes.indexOf(b.type));
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
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
          {images.map((image) => (
            <Stack key={image._id} gap={4}>
              <UnstyledButton
                aria-label={t('Open {{name}}', { name: image.name })}
                onClick={() => files.open(image).catch(notifyError)}
              >
                <Image src={files.contentUrl(image)} alt={image.name} h={96} fit="cover" radius="sm" />
              </UnstyledButton>
              <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
                {image.name}
              </Text>
              <DocumentActions document={image} files={files} editable={editable} />
            </Stack>
          ))}
        </SimpleGrid>
      </Stack>
    </CardFrame>
  );
}

import { findEntity } from '@lessor/domain/entities';
import { formatSize } from '@lessor/domain/formats';
import { Alert, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DocumentActions } from '../documents/DocumentActions.tsx';
import { useRecordDocuments } from '../documents/useRecordDocuments.ts';
import { useRecordContext } from '../record/RecordContext.tsx';
import { ReferenceLink } from '../references/ReferenceLink.tsx';
import { CardFrame } from './CardFrame.tsx';
import type { CardProps } from './card-props.ts';

/**
 * A Document record's file: the document among its record's documents (they share their id), to
 * view, and the record it belongs to. It is renamed and deleted as the Document record is saved
 * or deleted; a Document written without a file says so.
 */
export function DocumentFileCard({ card }: CardProps) {
  const { t, i18n } = useTranslation();
  const { entity, record } = useRecordContext();
  const owner = findEntity(String(record?.entityName ?? ''));
  const ownerRegistration = String(record?.entityRegistration ?? '');
  const files = useRecordDocuments(
    owner ?? entity,
    owner && ownerRegistration ? ownerRegistration : undefined,
  );
  if (!record) return null;
  const file = files.documents.find((document) => document._id === record._id);
  return (
    <CardFrame card={card}>
      <Stack gap="xs">
        {owner && ownerRegistration && (
          <Group gap={4}>
            <Text size="sm">{t('Belongs to')}</Text>
            <ReferenceLink target={owner.name} registration={ownerRegistration} />
          </Group>
        )}
        {files.isLoading && <Loader size="sm" role="status" aria-label={t('Loading')} />}
        {files.error && <Alert color="red">{files.error.message}</Alert>}
        {file ? (
          <>
            <Text size="sm">
              {file.name} · {file.mimeType} · {formatSize(file.size, { locale: i18n.language })}
            </Text>
            <DocumentActions document={file} files={files} editable={false} />
          </>
        ) : (
          !files.isLoading && <Text size="sm">{t('No file is attached to this document')}</Text>
        )}
      </Stack>
    </CardFrame>
  );
}

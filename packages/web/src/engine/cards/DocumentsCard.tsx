import { toOption } from '@lessor/domain/entities';
import { formatDate, formatSize } from '@lessor/domain/formats';
import { Alert, Anchor, Group, Loader, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../notifications/notify.ts';
import { DocumentActions } from '../documents/DocumentActions.tsx';
import { DocumentUploadButton } from '../documents/DocumentUploadButton.tsx';
import { useRecordDocuments } from '../documents/useRecordDocuments.ts';
import { useFieldOptions } from '../fields/useFieldOptions.ts';
import { useFormMode } from '../form/FormModeContext.tsx';
import { useRecordContext } from '../record/RecordContext.tsx';
import { CardFrame } from './CardFrame.tsx';
import type { CardProps } from './card-props.ts';

/**
 * The files attached to the record (foundation.md §2, Documents card): each opens in a new window,
 * and who may change the record uploads one with its type, renames or deletes it. `props.types`
 * narrows the card to some document types. Only once the record is saved.
 */
export function DocumentsCard({ card }: CardProps) {
  const { t, i18n } = useTranslation();
  const { entity, record } = useRecordContext();
  const { readOnly } = useFormMode();
  const types = Array.isArray(card.props?.types) ? card.props.types.map(String) : [];
  const files = useRecordDocuments(entity, record?.registration, types);
  // The entity's own document types (`assetDocumentType`): the tenant's list, else the declared ones.
  const { options } = useFieldOptions({
    type: 'select',
    label: 'Type',
    list: entity.documentTypeList,
    options: entity.documentTypes.map(toOption),
  });
  const [chosenType, setChosenType] = useState<string | null>(null);
  if (!record) return null;
  const editable = !readOnly && !card.readOnly && !entity.apiReadOnly;
  const offered = types.length > 0 ? options.filter((option) => types.includes(option.value)) : options;
  const uploadType =
    chosenType ?? (offered.some((option) => option.value === 'OTHER') ? 'OTHER' : offered[0]?.value);
  return (
    <CardFrame card={card}>
      <Stack gap="sm">
        {editable && (
          <Stack gap={4}>
            <Group align="end" gap="xs">
              <Select
                size="xs"
                label={t('Document type')}
                data={offered.map((option) => ({ value: option.value, label: option.label ?? option.value }))}
                value={uploadType ?? null}
                onChange={setChosenType}
                allowDeselect={false}
              />
              <DocumentUploadButton
                loading={files.upload.isPending}
                onFile={(file) => files.upload.mutate({ file, type: uploadType })}
              />
            </Group>
            {files.upload.error && (
              <Alert color="red" role="alert">
                {files.upload.error.message}
              </Alert>
            )}
          </Stack>
        )}
        {files.isLoading && <Loader size="sm" role="status" aria-label={t('Loading')} />}
        {files.error && <Alert color="red">{files.error.message}</Alert>}
        {!files.isLoading && files.documents.length === 0 && <Text size="sm">{t('No documents')}</Text>}
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {files.documents.map((document) => (
            // The actions go under the name: a side card is too narrow for both on one line.
            <Stack key={document._id} component="li" gap={4}>
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  ta="start"
                  style={{ overflowWrap: 'anywhere' }}
                  onClick={() => files.open(document).catch(notifyError)}
                >
                  {document.name}
                </Anchor>
                <Text size="xs">
                  {document.type} · {formatSize(document.size, { locale: i18n.language })} ·{' '}
                  {t('Added by {{user}} on {{date}}', {
                    user: document._insertUser,
                    date: formatDate(new Date(document._insertDate), i18n.language),
                  })}
                </Text>
              </Stack>
              <DocumentActions document={document} files={files} editable={editable} />
            </Stack>
          ))}
        </Stack>
      </Stack>
    </CardFrame>
  );
}

import { formatSize } from '@lessor/domain/formats';
import { validateFile } from '@lessor/domain/validation';
import { Button, FileButton, Group, Input, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-client.ts';
import type { FieldProps } from './field-props.ts';
import { type HeldFile, heldFileKey, isHeldFile, useFileStorage } from './file-storage.ts';
import { useInputProps } from './useInputProps.ts';

const filesOf = (value: unknown, multiple: boolean): HeldFile[] => {
  if (multiple) return Array.isArray(value) ? value.filter(isHeldFile) : [];
  return isHeldFile(value) ? [value] : [];
};

/** foundation.md §8: an upload's failure shows the server's message on the file, else the error's. */
function uploadFailure(error: unknown): string {
  if (error instanceof ApiError) return error.body?.errors?.[0]?.message ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

/**
 * One file (`file`) or several (`files`): upload, view, rename and delete (foundation.md §4).
 * A chosen file breaking the field's extension or size rule is refused with its message before
 * it is sent; the form's file storage keeps the others (with the record, on a detail page).
 */
export function FileField(props: FieldProps) {
  const { field, path, value, onChange, readOnly } = props;
  const { t, i18n } = useTranslation();
  const storage = useFileStorage();
  const multiple = field.type === 'files';
  const files = filesOf(value, multiple);
  const [refused, setRefused] = useState<string | undefined>(undefined);
  const [uploading, setUploading] = useState(false);
  const [renaming, setRenaming] = useState<number | undefined>(undefined);
  const { id, label, withAsterisk, error, description, disabled, onBlur } = useInputProps(props);
  const store = (next: HeldFile[]) => {
    onChange(multiple ? next : next[0]);
    onBlur();
  };
  const upload = async (chosen: File | File[] | null) => {
    const list = chosen === null ? [] : Array.isArray(chosen) ? chosen : [chosen];
    const problem = list.map((file) => validateFile(file, field)).find(Boolean);
    setRefused(problem);
    if (problem || list.length === 0) return;
    setUploading(true);
    try {
      const kept = await Promise.all(list.map((file) => storage.keep(file, path)));
      store(multiple ? [...files, ...kept] : kept);
    } catch (failure) {
      setRefused(uploadFailure(failure));
    } finally {
      setUploading(false);
    }
  };
  const accept = field.extensions?.map((extension) => `.${extension.replace(/^\./, '')}`).join(',');
  return (
    <Input.Wrapper
      id={id}
      labelElement="div"
      label={label}
      withAsterisk={withAsterisk}
      error={error ?? refused}
      description={description}
    >
      <Stack gap={4} mt={4}>
        {files.map((file, index) => (
          <Group key={heldFileKey(file)} gap="xs" wrap="nowrap">
            {renaming === index ? (
              <TextInput
                aria-label={t('File name')}
                defaultValue={file.name}
                size="xs"
                autoFocus
                onBlur={(event) => {
                  const name = event.currentTarget.value.trim();
                  setRenaming(undefined);
                  if (name !== '' && name !== file.name)
                    store(files.map((each, position) => (position === index ? { ...each, name } : each)));
                }}
                onKeyDown={(event) => event.key === 'Enter' && event.currentTarget.blur()}
              />
            ) : (
              <Text size="sm" truncate>
                {file.name}{' '}
                <Text span size="xs" c="dimmed">
                  {formatSize(file.size, { locale: i18n.language })}
                </Text>
              </Text>
            )}
            <Button
              size="compact-xs"
              variant="subtle"
              aria-label={`${t('View')} ${file.name}`}
              onClick={() => void storage.open(file)}
            >
              {t('View')}
            </Button>
            {!readOnly && !disabled && (
              <>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  onClick={() => setRenaming(index)}
                  aria-label={`${t('Rename')} ${file.name}`}
                >
                  {t('Rename')}
                </Button>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  aria-label={`${t('Delete')} ${file.name}`}
                  onClick={() => store(files.filter((_, position) => position !== index))}
                >
                  {t('Delete')}
                </Button>
              </>
            )}
          </Group>
        ))}
        {!readOnly && (multiple || files.length === 0) && (
          <FileButton
            onChange={(chosen) => void upload(chosen)}
            multiple={multiple}
            {...(accept ? { accept } : {})}
          >
            {(buttonProps) => (
              <Button
                {...buttonProps}
                id={id}
                variant="default"
                size="xs"
                w="fit-content"
                disabled={disabled}
                loading={uploading}
              >
                {t('Upload')}
              </Button>
            )}
          </FileButton>
        )}
      </Stack>
    </Input.Wrapper>
  );
}

import { apiPaths, type ImportedBankStatement } from '@lessor/domain/api';
import { Alert, Button, FileInput, Group, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiJson } from '../../api/api-client.ts';

interface Props {
  onCancel(): void;
  onImported(statement: ImportedBankStatement): void;
}

/** The statement file, sent as the bank wrote it: one multipart part named `file`. */
export function ImportStatementForm({ onCancel, onImported }: Props) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const upload = useMutation({
    mutationFn: (chosen: File) => {
      const body = new FormData();
      body.append('file', chosen);
      return apiJson<ImportedBankStatement>(apiPaths.bankStatementImports, { method: 'POST', body });
    },
    onSuccess: onImported,
    meta: { errorShownInline: true },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file) upload.mutate(file);
  };
  return (
    <form onSubmit={submit}>
      <Stack gap="md">
        <FileInput
          label={t('Statement file')}
          description={t("The bank's camt.053 statement or camt.054 notification, as an XML file")}
          accept=".xml,application/xml,text/xml"
          value={file}
          onChange={(chosen) => {
            setFile(chosen);
            upload.reset();
          }}
          clearable
          required
          disabled={upload.isPending}
        />
        {upload.error && (
          <Alert color="red" role="alert" title={t('The statement was not imported')}>
            {upload.error.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('Cancel')}
          </Button>
          <Button type="submit" loading={upload.isPending} disabled={!file}>
            {t('Import')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

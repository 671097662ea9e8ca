import { apiPaths, type ImportedBankStatement } from '@lessor/domain/api';
import { Alert, Button, FileInput, Group, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callAnsweredJob, type JobProgress } from '../../api/answered-job.ts';
import { JobProgressBar } from '../../engine/jobs/JobProgressBar.tsx';

interface Props {
  onCancel(): void;
  onImported(statement: ImportedBankStatement): void;
}

/**
 * The statement file, sent as the bank wrote it: one multipart part named `file`; imported as a job,
 * whose progress shows while it runs.
 */
export function ImportStatementForm({ onCancel, onImported }: Props) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<JobProgress>();
  const upload = useMutation({
    mutationFn: (chosen: File) => {
      const body = new FormData();
      body.append('file', chosen);
      setProgress(undefined);
      return callAnsweredJob<ImportedBankStatement>(apiPaths.bankStatementImports, { body }, setProgress);
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
        {/* A month's statement is imported as a job: how far it is, while the dialog waits. */}
        {upload.isPending && progress && (
          <JobProgressBar progress={progress} countText="{{processed}} of {{total}} payments read" />
        )}
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

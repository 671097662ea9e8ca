import { type ImportView, importPaths } from '@lessor/domain/api';
import { entities } from '@lessor/domain/entities';
import { Button, FileInput, Group, Select, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { apiJson } from '../../api/api-client.ts';
import { EditDialog } from '../../engine/modals/EditDialog.tsx';

/**
 * The imports list's 'Import a file' (foundation.md §1, /imports): an Excel or CSV file of records
 * for an entity, uploaded as a draft import whose page then maps its columns and runs it. A screen
 * about one entity's records (the rates' values) offers it with that entity chosen.
 */
export function ImportFileTool({
  entityName = 'Person',
  label = 'Import a file',
}: {
  entityName?: string;
  label?: string;
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button onClick={() => setOpened(true)}>{t(label)}</Button>
      <EditDialog title={t(label)} opened={opened} onClose={() => setOpened(false)}>
        {opened && <ImportFileForm entityName={entityName} onCancel={() => setOpened(false)} />}
      </EditDialog>
    </>
  );
}

function ImportFileForm({ entityName: chosen, onCancel }: { entityName: string; onCancel(): void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [entityName, setEntityName] = useState<string | null>(chosen);
  const [file, setFile] = useState<File | null>(null);
  const choices = useMemo(
    () =>
      entities
        .filter((entity) => entity.hasCreateForm && !entity.apiReadOnly)
        .map((entity) => ({ value: entity.name, label: t(entity.pluralLabel) }))
        .sort((a, b) => a.label.localeCompare(b.label, i18n.language)),
    [t, i18n.language],
  );
  const upload = useMutation({
    mutationFn: async () => {
      const body = new FormData();
      body.append('entity', entityName ?? '');
      body.append('locale', i18n.language);
      body.append('file', file as File);
      return apiJson<ImportView>(importPaths.upload, { method: 'POST', body });
    },
    onSuccess: (view) => navigate(`/import/${view.record.registration}`),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (entityName && file) upload.mutate();
  };
  return (
    <form onSubmit={submit}>
      <Stack gap="md">
        <Select
          label={t('Records of')}
          data={choices}
          value={entityName}
          onChange={setEntityName}
          searchable
          required
          allowDeselect={false}
        />
        <FileInput
          label={t('File')}
          description={t('An Excel workbook (.xlsx) or a CSV file, its first row naming the columns')}
          accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          value={file}
          onChange={setFile}
          clearable
          required
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('Cancel')}
          </Button>
          <Button type="submit" loading={upload.isPending} disabled={!entityName || !file}>
            {t('Upload')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

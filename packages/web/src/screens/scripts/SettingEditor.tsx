import { type ConfigurationDocumentVersion, configurationDocumentPath } from '@lessor/domain/api';
import { formatDateTime } from '@lessor/domain/formats';
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, apiJson, browserTimeZone } from '../../api/api-client.ts';
import { collectionExtensionKey } from '../../api/collection-extension-query.ts';
import { notifyError, notifySuccess } from '../../notifications/notify.ts';
import { CodeEditor } from './CodeEditor.tsx';

/** A document the tenant has not written yet starts empty. */
async function readSetting(name: string): Promise<ConfigurationDocumentVersion | null> {
  try {
    return await apiJson<ConfigurationDocumentVersion>(configurationDocumentPath(name));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * One of the tenant's configuration documents (its lists, string overrides, script aliases...) as
 * JSON in CodeMirror, saved as a new version; the server checks the documents its engines read
 * and refuses a faulty one with its reason.
 */
export function SettingEditor({ name }: { name: string }) {
  const { t } = useTranslation();
  const setting = useQuery({ queryKey: ['configuration-document', name], queryFn: () => readSetting(name) });
  if (setting.isPending) return <Loader size="sm" role="status" aria-label={t('Loading')} />;
  if (setting.error) return <Alert color="red">{setting.error.message}</Alert>;
  return <SettingForm key={setting.data?.version ?? 0} name={name} saved={setting.data} />;
}

function SettingForm({ name, saved }: { name: string; saved: ConfigurationDocumentVersion | null }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [text, setText] = useState(JSON.stringify(saved?.value ?? {}, null, 2));
  const [fault, setFault] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      setFault(t('The setting is not valid JSON'));
      return;
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      setFault(t('The setting is a JSON object'));
      return;
    }
    setFault(null);
    setBusy(true);
    try {
      const written = await apiJson<ConfigurationDocumentVersion>(configurationDocumentPath(name), {
        method: 'PUT',
        body: { value },
      });
      queryClient.setQueryData(['configuration-document', name], written);
      // The pages drawn from this document show it at once.
      if (name === 'collection-extension')
        void queryClient.invalidateQueries({ queryKey: collectionExtensionKey });
      notifySuccess('Setting {{name}} saved', { name });
    } catch (error) {
      await notifyError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="sm">
      <Title order={2}>{name}</Title>
      <Text size="sm">
        {saved
          ? t('Version {{version}}, saved {{date}} by {{username}}', {
              version: saved.version,
              date: formatDateTime(new Date(saved.updatedAt), i18n.language, { timeZone: browserTimeZone }),
              username: saved.updatedBy,
            })
          : t('Not written yet')}
      </Text>
      <CodeEditor
        value={text}
        onChange={setText}
        label={t('Setting {{name}}', { name })}
        language="json"
        texts={{ syntax: t('Syntax error'), noExecute: '' }}
      />
      {fault && <Alert color="red">{fault}</Alert>}
      <Group>
        <Button onClick={() => void save()} loading={busy}>
          {t('Save')}
        </Button>
      </Group>
    </Stack>
  );
}

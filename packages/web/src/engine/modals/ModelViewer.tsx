import { Button, Code, Group, ScrollArea, SegmentedControl, Tabs } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../shell/useCurrentUser.ts';
import { useFormSelector } from '../form/FormStoreContext.tsx';
import { EditDialog } from './EditDialog.tsx';
import { type ScriptKind, scriptsUrl } from './scripts-url.ts';

const scriptButtons: readonly { kind: ScriptKind; label: string }[] = [
  { kind: 'layout', label: 'Page/Layout' },
  { kind: 'workflow', label: 'Workflow' },
  { kind: 'extension', label: 'Extension' },
];

const json = (value: unknown) => JSON.stringify(value, null, 2) ?? '';

/**
 * The record as the form holds it, as JSON or formatted with a tab per field, and the buttons
 * opening the entity's page, workflow and extension scripts in a new window (business-areas.md §2).
 */
export function ModelViewer({
  entityName,
  opened,
  onClose,
}: {
  entityName: string;
  opened: boolean;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const username = useCurrentUser().data?.username;
  const values = useFormSelector((store) => store.getValues());
  const [view, setView] = useState<'json' | 'formatted'>('json');
  const fields = Object.entries(values).filter(
    ([, value]) => value !== undefined && value !== null && value !== '',
  );
  return (
    <EditDialog opened={opened} onClose={onClose} title={t('Model')} size="xl">
      <Group justify="space-between" mb="sm">
        <SegmentedControl
          aria-label={t('Model')}
          value={view}
          onChange={(next) => setView(next === 'formatted' ? 'formatted' : 'json')}
          data={[
            { value: 'json', label: 'JSON' },
            { value: 'formatted', label: t('Formatted') },
          ]}
        />
        <Group gap="xs">
          {scriptButtons.map(({ kind, label }) => (
            <Button
              key={kind}
              size="xs"
              variant="default"
              onClick={() => window.open(scriptsUrl(kind, entityName, username), '_blank')}
            >
              {t(label)}
            </Button>
          ))}
        </Group>
      </Group>
      {view === 'json' ? (
        <ScrollArea.Autosize mah="60vh">
          <Code block>{json(values)}</Code>
        </ScrollArea.Autosize>
      ) : (
        <Tabs defaultValue={fields[0]?.[0] ?? null} orientation="vertical">
          <Tabs.List>
            {fields.map(([name]) => (
              <Tabs.Tab key={name} value={name}>
                {name}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {fields.map(([name, value]) => (
            <Tabs.Panel key={name} value={name} px="sm">
              <Code block>{typeof value === 'string' ? value : json(value)}</Code>
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </EditDialog>
  );
}

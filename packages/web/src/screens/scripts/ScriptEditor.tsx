import { scriptEntity } from '@lessor/domain/entities';
import {
  Alert,
  Badge,
  Button,
  Code,
  Group,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { layoutScriptsKey } from '../../engine/detail/layout/useScriptedLayout.ts';
import { notifyError, notifySuccess } from '../../notifications/notify.ts';
import { CodeEditor } from './CodeEditor.tsx';
import { ScriptVersions } from './ScriptVersions.tsx';
import { type ScriptRecord, saveScript, type TestRun, testScript, transitionScript } from './scripts-api.ts';

const starterCode: Readonly<Record<string, string>> = {
  LAYOUT: `function execute(params, context) {
  // params.layout is the page the declaration gives: { left: [cards], right: [cards] }
  return params.layout;
}
`,
  BUSINESS: `function execute(params, context) {
  context.log('params', params);
  return {};
}
`,
};

interface Props {
  /** The saved script, none for a new one. */
  script: ScriptRecord | undefined;
  /** A new script's name and kind, from the address (the model viewer's buttons). */
  draft: { name: string; type: string };
  onSaved: (saved: ScriptRecord) => void;
}

/**
 * One script: its name, kind and event, its code in CodeMirror, a test run with parameters that
 * shows the result, the log lines and the duration, enabling and disabling, and its versions.
 */
export function ScriptEditor({ script, draft, onSaved }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [name, setName] = useState(script?.name ?? draft.name);
  const [type, setType] = useState(script?.type ?? draft.type);
  const [entityName, setEntityName] = useState(script?.entityName ?? '');
  const [event, setEvent] = useState<string | null>(script?.event ?? null);
  const [code, setCode] = useState(script?.code ?? starterCode[type] ?? starterCode.BUSINESS ?? '');
  const [params, setParams] = useState('{}');
  const [run, setRun] = useState<TestRun | { invalidParams: true } | null>(null);
  const [busy, setBusy] = useState(false);

  const saved = (next: ScriptRecord) => {
    // Layout pages read their scripts again: the change shows on the next page opened.
    void queryClient.invalidateQueries({ queryKey: ['Script'] });
    void queryClient.invalidateQueries({ queryKey: [layoutScriptsKey] });
    notifySuccess('Script {{name}} saved', { name: String(next.name ?? next.registration) });
    onSaved(next);
  };
  const act = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      await notifyError(error);
    } finally {
      setBusy(false);
    }
  };
  const save = (nextCode = code) =>
    act(async () => {
      const business =
        type === 'BUSINESS' ? { entityName: entityName || undefined, event: event ?? undefined } : {};
      saved(await saveScript(script?._id, { name, type, code: nextCode, ...business }));
    });
  const test = () =>
    act(async () => {
      if (!script) return;
      let parsed: unknown;
      try {
        parsed = JSON.parse(params || '{}');
      } catch {
        setRun({ invalidParams: true });
        return;
      }
      setRun(await testScript(script._id, code, parsed));
    });
  const active = script?.status === 'ACTIVE';
  const toggle = () =>
    act(async () => {
      if (script) saved(await transitionScript(script._id, active ? 'DISABLE' : 'ENABLE'));
    });

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2}>{script ? String(script.name ?? script.registration) : t('New script')}</Title>
        {script && <Badge variant="light">{t(String(script.status))}</Badge>}
      </Group>
      <Group grow align="flex-start">
        <TextInput label={t('Name')} value={name} onChange={(e) => setName(e.currentTarget.value)} required />
        <Select
          label={t('Type')}
          value={type}
          onChange={(value) => value && setType(value)}
          data={(scriptEntity.types ?? []).map((value) => ({ value, label: t(value) }))}
          allowDeselect={false}
        />
      </Group>
      {type === 'BUSINESS' && (
        <Group grow align="flex-start">
          <TextInput
            label={t('Entity')}
            value={entityName}
            onChange={(e) => setEntityName(e.currentTarget.value)}
          />
          <Select
            label={t('Runs on')}
            value={event}
            onChange={setEvent}
            data={['BEFORE_SAVE', 'AFTER_SAVE', 'AFTER_TRANSITION'].map((value) => ({
              value,
              label: t(value),
            }))}
            clearable
          />
        </Group>
      )}
      <Text size="sm" fw={500} component="div" aria-hidden>
        {t('Code')}
      </Text>
      <CodeEditor
        value={code}
        onChange={setCode}
        label={t('Code')}
        texts={{
          syntax: t('Syntax error'),
          noExecute: t('The script defines no execute(params, context) function'),
        }}
      />
      <Group>
        <Button onClick={() => void save()} loading={busy} disabled={name.trim() === ''}>
          {t('Save')}
        </Button>
        {script && (
          <Button variant="default" onClick={() => void toggle()} disabled={busy}>
            {t(active ? 'Disable' : 'Enable')}
          </Button>
        )}
      </Group>
      {script && (
        <>
          <Title order={3}>{t('Test')}</Title>
          <Textarea
            label={t('Parameters (JSON)')}
            value={params}
            onChange={(e) => setParams(e.currentTarget.value)}
            autosize
            minRows={2}
            ff="monospace"
          />
          <Group>
            <Button variant="default" onClick={() => void test()} disabled={busy}>
              {t('Run the test')}
            </Button>
          </Group>
          {run && <TestRunResult run={run} />}
          <Title order={3}>{t('Versions')}</Title>
          <ScriptVersions
            registration={script.registration}
            current={code}
            recordVersion={script._version}
            onRestore={(version) => {
              setCode(version.code);
              void save(version.code);
            }}
          />
        </>
      )}
    </Stack>
  );
}

function TestRunResult({ run }: { run: TestRun | { invalidParams: true } }) {
  const { t } = useTranslation();
  if ('invalidParams' in run) return <Alert color="red">{t('The parameters are not valid JSON')}</Alert>;
  return (
    <Stack gap="xs" role="region" aria-label={t('Test result')}>
      {run.error ? (
        <Alert color="red" title={t('The script failed')}>
          {run.error.message}
        </Alert>
      ) : (
        <>
          <Text size="sm">{t('Ran in {{duration}} ms', { duration: (run.durationMs ?? 0).toFixed(1) })}</Text>
          <Code block>{JSON.stringify(run.result, null, 2)}</Code>
        </>
      )}
      {run.logs.length > 0 && (
        <Code block aria-label={t('Logs')}>
          {run.logs.map((line) => `${line.level}: ${line.message}`).join('\n')}
        </Code>
      )}
    </Stack>
  );
}

import {
  Alert,
  Badge,
  Button,
  Grid,
  Group,
  Loader,
  NavLink,
  SegmentedControl,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { entityScriptPrefix, kindOfScriptName } from '../../engine/modals/scripts-url.ts';
import { ScriptEditor } from './ScriptEditor.tsx';
import { SettingsPanel } from './SettingsPanel.tsx';
import { listScripts, type ScriptRecord } from './scripts-api.ts';

/**
 * Whether a script is one the address asks for. `filter` narrows by name; `entityName` (or
 * `entityType`) to the entity's scripts, unless `all=1`. They are read here, never sent to the
 * server as filters.
 */
function isShown(script: ScriptRecord, query: URLSearchParams): boolean {
  const filter = (query.get('filter') ?? '').toLowerCase();
  const name = String(script.name ?? '').toLowerCase();
  if (filter && !name.includes(filter) && !script.registration.toLowerCase().includes(filter)) return false;
  const entityName = query.get('entityName') ?? query.get('entityType');
  if (!entityName || query.get('all') === '1') return true;
  return script.entityName === entityName || name.startsWith(entityScriptPrefix(entityName));
}

/**
 * The scripts screen (foundation.md §2, `/scripts`, administrators; Ctrl+Shift+S): scripts, or
 * with `selectedSettingType=list` the lists and other settings (SettingsPanel). The tenant's
 * scripts on one side, narrowed by the address's `filter`, `entityName` and `all`; the one named by
 * `name` on the other, in an editor with its test run and versions. A name the tenant has no script
 * of opens a new script of that name.
 */
export function ScriptsPage() {
  const { t } = useTranslation();
  const [query, setQuery] = useSearchParams();
  const scripts = useQuery({ queryKey: ['Script', 'list', 'scripts screen'], queryFn: listScripts });
  const selectedName = query.get('name') ?? '';
  const select = (changes: Record<string, string | null>) =>
    setQuery((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
      return next;
    });

  const settingType = query.get('selectedSettingType') === 'list' ? 'list' : 'script';
  const filter = (
    <TextInput
      label={t('Filter')}
      value={query.get('filter') ?? ''}
      onChange={(e) => select({ filter: e.currentTarget.value || null })}
    />
  );
  const header = (
    <Group justify="space-between">
      <Title order={1}>{t('Scripts')}</Title>
      <Group>
        <SegmentedControl
          aria-label={t('Show')}
          value={settingType}
          onChange={(value) => select({ selectedSettingType: value, name: null, new: null })}
          data={[
            { value: 'script', label: t('Scripts') },
            { value: 'list', label: t('Lists and settings') },
          ]}
        />
        {settingType === 'script' && (
          <Button onClick={() => select({ name: null, new: '1' })}>{t('New script')}</Button>
        )}
      </Group>
    </Group>
  );
  if (settingType === 'list')
    return (
      <Stack gap="md">
        {header}
        <SettingsPanel query={query} select={select} filter={filter} />
      </Stack>
    );
  if (scripts.isPending) return <Loader size="sm" role="status" aria-label={t('Loading')} />;
  if (scripts.error) return <Alert color="red">{scripts.error.message}</Alert>;
  const shown = scripts.data.filter((script) => isShown(script, query));
  const isNew = query.get('new') === '1';
  const selected = isNew
    ? undefined
    : (scripts.data.find((script) => script.name === selectedName && script.status === 'ACTIVE') ??
      scripts.data.find((script) => script.name === selectedName || script.registration === selectedName));
  const editing = selected !== undefined || selectedName !== '' || isNew;

  return (
    <Stack gap="md">
      {header}
      <Grid>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="xs">
            {filter}
            <nav aria-label={t('Scripts')}>
              {shown.map((script) => (
                <NavLink
                  key={script._id}
                  href={`?${new URLSearchParams({ ...Object.fromEntries(query), name: String(script.name ?? script.registration) })}`}
                  onClick={(e) => {
                    e.preventDefault();
                    select({ name: String(script.name ?? script.registration), new: null });
                  }}
                  active={selected?._id === script._id}
                  label={String(script.name ?? script.registration)}
                  description={
                    script.status === 'ACTIVE'
                      ? script.registration
                      : `${script.registration} · ${t(String(script.status ?? ''))}`
                  }
                  // The description in the text's own colour: the dimmed one is too pale on the selected row.
                  styles={{ description: { color: 'var(--mantine-color-text)' } }}
                  rightSection={
                    <Badge size="sm" variant="default">
                      {t(String(script.type ?? ''))}
                    </Badge>
                  }
                />
              ))}
            </nav>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          {editing && (
            <ScriptEditor
              // A script of its own each: the editor starts from what it is given.
              key={selected?._id ?? `new ${selectedName}`}
              script={selected}
              draft={{ name: selectedName, type: kindOfScriptName(selectedName) }}
              onSaved={(saved) => select({ name: String(saved.name ?? saved.registration), new: null })}
            />
          )}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

import { configurationDocumentNames } from '@lessor/domain/api';
import { Grid, NavLink, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SettingEditor } from './SettingEditor.tsx';

interface Props {
  query: URLSearchParams;
  select: (changes: Record<string, string | null>) => void;
  /** The filter field, drawn by the page above either list. */
  filter: ReactNode;
}

/** The settings side of the scripts screen: the tenant's configuration documents, the lists first. */
export function SettingsPanel({ query, select, filter }: Props) {
  const { t } = useTranslation();
  const wanted = (query.get('filter') ?? '').toLowerCase();
  const names = configurationDocumentNames.filter((name) => name.toLowerCase().includes(wanted));
  const selected = configurationDocumentNames.find((name) => name === query.get('name'));
  return (
    <Grid>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="xs">
          {filter}
          <nav aria-label={t('Lists and settings')}>
            {names.map((name) => (
              <NavLink
                key={name}
                href={`?${new URLSearchParams({ ...Object.fromEntries(query), name })}`}
                onClick={(event) => {
                  event.preventDefault();
                  select({ name });
                }}
                active={name === selected}
                label={name}
              />
            ))}
          </nav>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        {selected && <SettingEditor key={selected} name={selected} />}
      </Grid.Col>
    </Grid>
  );
}

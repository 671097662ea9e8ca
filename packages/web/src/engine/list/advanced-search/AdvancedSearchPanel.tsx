import type { SearchCriterion } from '@lessor/domain/query';
import {
  Anchor,
  Button,
  CloseButton,
  Group,
  Modal,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageShortcut } from '../../../shell/usePageShortcut.ts';
import { AdvancedSearchFields, type ReferenceInput } from './AdvancedSearchFields.tsx';
import { useAdvancedSearch } from './useAdvancedSearch.ts';

interface Props {
  criteria: readonly SearchCriterion[];
  filters: Readonly<Record<string, string>>;
  pagePath: string;
  inModal: boolean;
  onSearch(parameters: Record<string, string>): void;
  onClose(): void;
  referenceInput?: ReferenceInput;
}

/**
 * The advanced search of a list page, inline or in a modal titled Advanced search: Close, Reset,
 * Search (Alt+S), Save search (Ctrl+S) and the page's saved searches (foundation.md §2).
 */
export function AdvancedSearchPanel({
  criteria,
  filters,
  pagePath,
  inModal,
  onSearch,
  onClose,
  referenceInput,
}: Props) {
  const { t } = useTranslation();
  const form = useAdvancedSearch(criteria, filters, pagePath, onSearch);
  const [name, setName] = useState('');
  usePageShortcut('runAdvancedSearch', form.search);
  useHotkeys([['mod+S', () => void form.save(name)]], []);

  const body = (
    <Stack gap="sm">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          form.search();
        }}
      >
        <Stack gap="sm">
          {criteria.length === 0 ? (
            <Text size="sm">{t('This list has no advanced search fields.')}</Text>
          ) : (
            <AdvancedSearchFields criteria={criteria} form={form} referenceInput={referenceInput} />
          )}
          <Group justify="space-between" align="end">
            <TextInput
              size="xs"
              label={t('Name of the search')}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
            />
            <Group gap="xs">
              <Button variant="default" onClick={onClose}>
                {t('Close')}
              </Button>
              <Button variant="default" onClick={form.reset}>
                {t('Reset')}
              </Button>
              <Button variant="default" onClick={() => void form.save(name)} title="Ctrl+S">
                {t('Save search')}
              </Button>
              <Button type="submit" title="Alt+S">
                {t('Search')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
      {form.saved.length > 0 && (
        <nav aria-label={t('Saved searches')}>
          <Group gap="xs">
            <Text size="sm">{t('Saved searches')}:</Text>
            {form.saved.map((search) => (
              <Group key={search.id} gap={2}>
                <Anchor component="button" type="button" size="sm" onClick={() => form.apply(search)}>
                  {search.name}
                </Anchor>
                <CloseButton
                  size="xs"
                  aria-label={t('Delete the saved search {{name}}', { name: search.name })}
                  onClick={() => void form.remove(search.id)}
                />
              </Group>
            ))}
          </Group>
        </nav>
      )}
    </Stack>
  );

  if (inModal) {
    return (
      <Modal
        opened
        onClose={onClose}
        title={t('Advanced search')}
        size="xl"
        closeButtonProps={{ 'aria-label': t('Close') }}
      >
        {body}
      </Modal>
    );
  }
  return (
    <Paper withBorder p="md" component="section" aria-label={t('Advanced search')}>
      <Title order={2} size="h4" mb="sm">
        {t('Advanced search')}
      </Title>
      {body}
    </Paper>
  );
}

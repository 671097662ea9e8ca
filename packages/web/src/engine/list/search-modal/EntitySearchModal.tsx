import type { EntityRecord } from '@lessor/domain/api';
import type { EntityDefinition } from '@lessor/domain/entities';
import { searchCriteria } from '@lessor/domain/query';
import {
  Button,
  Checkbox,
  Collapse,
  Group,
  Loader,
  Modal,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../notifications/notify.ts';
import { AdvancedSearchFields } from '../advanced-search/AdvancedSearchFields.tsx';
import { useSearchForm } from '../advanced-search/useSearchForm.ts';
import { ListCell } from '../ListCell.tsx';
import { useEntitySearch } from './useEntitySearch.ts';

interface Props {
  entity: EntityDefinition;
  title?: string;
  /** Several records may be chosen; Validate fetches them all. */
  multiple?: boolean;
  /** Filters the user cannot lift (persons of certain roles: `roles.role=PARTNER,AGENCY`). */
  fixedFilters?: Readonly<Record<string, string>>;
  /** The text the filter starts with, searched at once (what a picker had typed). */
  initialText?: string;
  /** Offers Add, which closes the modal asking to create a record instead. */
  onAdd?(): void;
  onChoose(records: EntityRecord[]): void;
  onClose(): void;
}

/**
 * The entity search modal (foundation.md §2): a text filter (Enter searches, or reloads when
 * empty), a collapsible advanced search with Reset and Search, 10 results a page, Cancel and
 * Validate. A single choice closes at once with the record fetched whole.
 */
export function EntitySearchModal({
  entity,
  title,
  multiple = false,
  fixedFilters = {},
  initialText = '',
  onAdd,
  onChoose,
  onClose,
}: Props) {
  const { t, i18n } = useTranslation();
  const search = useEntitySearch(entity, fixedFilters, initialText.trim());
  const criteria = useMemo(() => searchCriteria(entity), [entity]);
  const form = useSearchForm(criteria, {});
  const [typed, setTyped] = useState(initialText);
  const [advanced, setAdvanced] = useState(false);
  const [fetching, setFetching] = useState(false);
  const columns = entity.listColumns.filter((column) => !column.hidden);
  const { rows } = search;

  const choose = async (registrations: readonly string[]) => {
    setFetching(true);
    try {
      onChoose(await search.fetchChosen(registrations));
    } catch (error) {
      await notifyError(error);
    } finally {
      setFetching(false);
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      title={title ?? t('Search {{entities}}', { entities: entity.pluralLabel.toLowerCase() })}
      closeButtonProps={{ 'aria-label': t('Close') }}
    >
      <Stack gap="sm">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            // The modal sits in a portal, but React bubbles its submit to the page's own form, which would save.
            event.stopPropagation();
            search.quickSearch(typed);
          }}
        >
          <Group align="end" gap="xs">
            <TextInput
              label={t('Filter')}
              value={typed}
              onChange={(event) => setTyped(event.currentTarget.value)}
              data-autofocus
              style={{ flex: 1 }}
            />
            {criteria.length > 0 && (
              <Button variant="default" aria-expanded={advanced} onClick={() => setAdvanced((open) => !open)}>
                {t('Advanced search')}
              </Button>
            )}
          </Group>
        </form>
        <Collapse expanded={advanced}>
          <Stack gap="xs">
            <AdvancedSearchFields criteria={criteria} form={form} />
            <Group justify="flex-end" gap="xs">
              <Button
                variant="default"
                onClick={() => {
                  form.clear();
                  search.search({});
                }}
              >
                {t('Reset')}
              </Button>
              <Button
                onClick={() => {
                  const parameters = form.parameters();
                  if (parameters) search.search(parameters);
                }}
              >
                {t('Search')}
              </Button>
            </Group>
          </Stack>
        </Collapse>
        {rows.isPending ? (
          <Loader role="status" aria-label={t('Loading')} />
        ) : (
          <Table striped aria-label={t('Results')} aria-busy={rows.isFetching}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40}>{multiple ? t('Chosen') : t('Choose')}</Table.Th>
                {columns.map((column) => (
                  <Table.Th key={column.key}>{column.label}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.records.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={columns.length + 1}>{t('No data')}</Table.Td>
                </Table.Tr>
              )}
              {rows.records.map((record) => (
                <Table.Tr key={record._id}>
                  <Table.Td>
                    {multiple ? (
                      <Checkbox
                        aria-label={t('Select {{registration}}', { registration: record.registration })}
                        checked={search.chosen.includes(record.registration)}
                        onChange={() => search.toggle(record.registration)}
                      />
                    ) : (
                      <Button
                        size="compact-xs"
                        variant="light"
                        loading={fetching}
                        aria-label={t('Choose {{registration}}', { registration: record.registration })}
                        onClick={() => void choose([record.registration])}
                      >
                        {t('Choose')}
                      </Button>
                    )}
                  </Table.Td>
                  {columns.map((column) => (
                    <Table.Td key={column.key}>
                      <ListCell
                        entity={entity}
                        column={{ ...column, link: false }}
                        record={record}
                        locale={i18n.language}
                      />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <Group justify="space-between">
          <Text size="sm">{multiple && t('{{count}} selected', { count: search.chosen.length })}</Text>
          <Group gap="xs" component="nav" aria-label={t('Pages')}>
            <Button
              variant="default"
              size="xs"
              disabled={search.page === 1}
              onClick={() => search.setPage(search.page - 1)}
            >
              {t('Previous page')}
            </Button>
            <Text size="sm">{t('Page {{number}}', { number: search.page })}</Text>
            <Button
              variant="default"
              size="xs"
              disabled={!rows.continues}
              onClick={() => search.setPage(search.page + 1)}
            >
              {t('Next page')}
            </Button>
          </Group>
        </Group>
        <Group justify="flex-end" gap="xs">
          {onAdd && (
            <Button variant="default" onClick={onAdd}>
              {t('Add')}
            </Button>
          )}
          <Button variant="default" onClick={onClose}>
            {t('Cancel')}
          </Button>
          {multiple && (
            <Button
              loading={fetching}
              disabled={search.chosen.length === 0}
              onClick={() => void choose(search.chosen)}
            >
              {t('Validate')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}

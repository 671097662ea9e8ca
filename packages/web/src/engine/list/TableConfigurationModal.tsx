import type { ColumnDefinition } from '@lessor/domain/entities';
import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  Modal,
  NativeSelect,
  Stack,
  Switch,
  Table,
  Text,
} from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moveColumn, pageSizeOptions, type TableConfiguration } from './table-configuration.ts';

interface Props {
  columns: readonly ColumnDefinition[];
  configuration: TableConfiguration;
  onSave(configuration: TableConfiguration): Promise<void>;
  onReset(): Promise<void>;
  onClose(): void;
}

/**
 * The user's configuration of a list page: which columns show and in what order, the page size,
 * the side view, and how the advanced search opens. Saved with the button or Ctrl/Cmd+S.
 */
export function TableConfigurationModal({ columns, configuration, onSave, onReset, onClose }: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(configuration);
  const save = async () => {
    await onSave(draft);
    onClose();
  };
  useHotkeys([['mod+S', () => void save()]], []);
  const ordered = [
    ...draft.columns.flatMap((key) => columns.find((column) => column.key === key) ?? []),
    ...columns.filter((column) => !draft.columns.includes(column.key)),
  ];
  const toggle = (key: string, shown: boolean) =>
    setDraft({
      ...draft,
      columns: shown ? [...draft.columns, key] : draft.columns.filter((other) => other !== key),
    });
  const flag = (key: 'sideView' | 'advancedSearchInModal' | 'displaySearchFiltersOnLoad', label: string) => (
    <Switch
      label={label}
      checked={draft[key]}
      onChange={(event) => setDraft({ ...draft, [key]: event.currentTarget.checked })}
    />
  );

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('Table configuration')}
      closeButtonProps={{ 'aria-label': t('Close') }}
    >
      <Stack gap="sm">
        <Table aria-label={t('Columns')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('Column')}</Table.Th>
              <Table.Th>{t('Order')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {ordered.map((column) => {
              const shown = draft.columns.includes(column.key);
              return (
                <Table.Tr key={column.key}>
                  <Table.Td>
                    <Checkbox
                      label={column.label}
                      checked={shown}
                      onChange={(event) => toggle(column.key, event.currentTarget.checked)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      <ActionIcon
                        variant="subtle"
                        size="sm"
                        disabled={!shown}
                        aria-label={t('Move {{column}} up', { column: column.label })}
                        onClick={() =>
                          setDraft({ ...draft, columns: moveColumn(draft.columns, column.key, -1) })
                        }
                      >
                        <span aria-hidden="true">↑</span>
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        size="sm"
                        disabled={!shown}
                        aria-label={t('Move {{column}} down', { column: column.label })}
                        onClick={() =>
                          setDraft({ ...draft, columns: moveColumn(draft.columns, column.key, 1) })
                        }
                      >
                        <span aria-hidden="true">↓</span>
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
        <NativeSelect
          label={t('Rows per page')}
          value={String(draft.pageSize)}
          data={pageSizeOptions.map(String)}
          onChange={(event) => setDraft({ ...draft, pageSize: Number(event.currentTarget.value) })}
        />
        {flag('sideView', t('Show the side view'))}
        {flag('advancedSearchInModal', t('Open the advanced search in a dialog'))}
        {flag('displaySearchFiltersOnLoad', t('Show the search filters on opening'))}
        {draft.columns.length === 0 && (
          <Text c="red" size="sm" role="alert">
            {t('Choose at least one column')}
          </Text>
        )}
        <Group justify="flex-end" gap="xs">
          <Button
            variant="default"
            onClick={async () => {
              await onReset();
              onClose();
            }}
          >
            {t('Reset')}
          </Button>
          <Button variant="default" onClick={onClose}>
            {t('Cancel')}
          </Button>
          <Button onClick={() => void save()} disabled={draft.columns.length === 0} title="Ctrl+S">
            {t('Save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

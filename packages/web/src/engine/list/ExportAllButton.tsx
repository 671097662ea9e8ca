import { type ExportRequest, type ExportView, exportPaths } from '@lessor/domain/api';
import type { ColumnDefinition, EntityDefinition } from '@lessor/domain/entities';
import { Button, Menu } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiJson } from '../../api/api-client.ts';
import { notifySuccess } from '../../notifications/notify.ts';
import { formatOf } from './excel-export.ts';

interface Props {
  entity: EntityDefinition;
  columns: readonly ColumnDefinition[];
  /** The list's search, but its range: the export takes every row it finds. */
  parameters: Readonly<Record<string, string>>;
}

/**
 * Exports the list's whole search, not only the rows shown, as a job (docs/jobs.md): the file is
 * kept with its batch, listed on /exports, and its author is told when it is ready.
 */
export function ExportAllButton({ entity, columns, parameters }: Props) {
  const { t } = useTranslation();
  const start = useMutation({
    mutationFn: (format: ExportRequest['format']) =>
      apiJson<ExportView>(exportPaths.start, {
        method: 'POST',
        body: {
          entity: entity.name,
          query: parameters,
          // A person's role column is worked out by the screen: the server exports stored values.
          columns: columns
            .filter((column) => !column.personRole)
            .map((column) => {
              const format = formatOf(entity, column);
              return {
                key: column.path ?? column.key,
                headerLabel: t(column.label),
                ...(format ? { format } : {}),
              };
            }),
          fileName: `${t(entity.pluralLabel)} ${new Date().toISOString().slice(0, 10)}.${format}`,
          format,
        } satisfies ExportRequest,
      }),
    onSuccess: (view) =>
      notifySuccess('Export {{registration}} started: you are told when its file is ready', {
        registration: view.record.registration,
      }),
  });
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button variant="default" loading={start.isPending}>
          {t('Export all')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => start.mutate('xlsx')}>{t('Whole search to Excel')}</Menu.Item>
        <Menu.Item onClick={() => start.mutate('csv')}>{t('Whole search to CSV')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

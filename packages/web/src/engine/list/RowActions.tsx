import type { EntityRecord } from '@lessor/domain/api';
import { Button, Popover, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RowAction } from './list-page-settings.ts';
import { useRowAction } from './useRowAction.ts';

interface Props {
  record: EntityRecord;
  actions: readonly RowAction[];
  onReload(): void;
}

/** A row's configured actions, behind one button; the running one spins. */
export function RowActions({ record, actions, onReload }: Props) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const { running, run } = useRowAction(record, onReload);
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end">
      <Popover.Target>
        <Button
          size="compact-xs"
          variant="default"
          loading={running !== undefined}
          aria-expanded={opened}
          aria-label={t('Actions on {{registration}}', { registration: record.registration })}
          onClick={(event) => {
            event.stopPropagation();
            setOpened((open) => !open);
          }}
        >
          {t('Actions')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown aria-label={t('Actions on {{registration}}', { registration: record.registration })}>
        <Stack gap={4}>
          {actions.map((action) => (
            <Button
              key={action.label}
              size="xs"
              variant="light"
              justify="start"
              onClick={() => {
                setOpened(false);
                void run(action);
              }}
            >
              {action.label}
            </Button>
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

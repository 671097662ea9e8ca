import { Box, Button, Group, Popover, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { JobProgressBar } from '../jobs/JobProgressBar.tsx';
import type { useBulkTransitions } from './useBulkTransitions.ts';

interface Props {
  selectedCount: number;
  rowCount: number;
  bulk: ReturnType<typeof useBulkTransitions>;
  onSelectAll(all: boolean): void;
}

/**
 * Shown while rows are selected: 'Workflow transitions', opening the transitions open to every
 * selected record (pull-right ones last, as the server orders them), Select all and Unselect all.
 * A disclosure of buttons rather than an ARIA menu: Mantine's menu holds a focus sentinel that a
 * menu may not contain. A transition run as a job shows its progress beside them.
 */
export function WorkflowTransitionBar({ selectedCount, rowCount, bulk, onSelectAll }: Props) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <Group gap="sm" component="section" aria-label={t('Selection')}>
      <Text size="sm">{t('{{count}} selected', { count: selectedCount })}</Text>
      <Popover opened={opened} onChange={setOpened} position="bottom-start">
        <Popover.Target>
          <Button
            size="xs"
            aria-expanded={opened}
            loading={bulk.isLoading || bulk.running !== undefined}
            onClick={() => setOpened((open) => !open)}
          >
            {t('Workflow transitions')}
          </Button>
        </Popover.Target>
        <Popover.Dropdown aria-label={t('Workflow transitions')}>
          {bulk.transitions.length === 0 ? (
            <Text size="sm">{t('No transition is open to every selected record')}</Text>
          ) : (
            <Stack gap={4}>
              {bulk.transitions.map((transition) => (
                <Button
                  key={transition.code}
                  variant={transition.props.pullRight ? 'default' : 'light'}
                  size="xs"
                  justify="start"
                  onClick={() => {
                    setOpened(false);
                    void bulk.run(transition);
                  }}
                >
                  {transition.label || transition.code}
                </Button>
              ))}
            </Stack>
          )}
        </Popover.Dropdown>
      </Popover>
      <Button
        size="xs"
        variant="default"
        disabled={selectedCount === rowCount}
        onClick={() => onSelectAll(true)}
      >
        {t('Select all')}
      </Button>
      <Button size="xs" variant="default" onClick={() => onSelectAll(false)}>
        {t('Unselect all')}
      </Button>
      {/* A large selection's transition runs as a job: how far it is. */}
      {bulk.progress && (
        <Box w={240}>
          <JobProgressBar progress={bulk.progress} countText="{{processed}} of {{total}} records done" />
        </Box>
      )}
    </Group>
  );
}

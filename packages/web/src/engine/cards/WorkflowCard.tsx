import { Badge, Button, Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormMode } from '../form/FormModeContext.tsx';
import { useRecordContext } from '../record/RecordContext.tsx';
import { CardFrame } from './CardFrame.tsx';
import type { CardProps } from './card-props.ts';
import { useRecordTransitions } from './useRecordTransitions.ts';

/**
 * The record's status and the workflow transitions open to it, pull-right ones at the end
 * (foundation.md §4); running one reloads the record. Shown once the record is saved.
 */
export function WorkflowCard({ card }: CardProps) {
  const { t } = useTranslation();
  const { entity, record, reload } = useRecordContext();
  const { readOnly } = useFormMode();
  const { transitions, isLoading, run, running } = useRecordTransitions(entity, record, reload);
  if (!record) return null;
  const status =
    entity.fields.status?.options?.find((option) => option.value === record.status)?.label ?? record.status;
  const left = transitions.filter((transition) => !transition.props.pullRight);
  const right = transitions.filter((transition) => transition.props.pullRight);
  const button = (transition: (typeof transitions)[number]) => (
    <Button
      key={transition.code}
      size="xs"
      variant={transition.props.pullRight ? 'default' : 'light'}
      loading={running?.code === transition.code}
      disabled={readOnly || (running !== undefined && running.code !== transition.code)}
      onClick={() => run(transition)}
    >
      {t(transition.label || transition.code)}
    </Button>
  );
  return (
    <CardFrame card={card}>
      <Group gap="xs" mb="sm">
        <Text size="sm">{t('Status')}</Text>
        {status && <Badge variant="outline">{t(status)}</Badge>}
      </Group>
      {isLoading && <Loader size="sm" role="status" aria-label={t('Loading')} />}
      {!isLoading && transitions.length === 0 && <Text size="sm">{t('No transitions')}</Text>}
      <Group justify="space-between" gap="xs" role="group" aria-label={t('Workflow transitions')}>
        <Group gap="xs">{left.map(button)}</Group>
        <Group gap="xs">{right.map(button)}</Group>
      </Group>
    </CardFrame>
  );
}

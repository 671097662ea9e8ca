import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { JobProgress } from '../../api/answered-job.ts';

interface Props {
  progress: JobProgress;
  /** What is counted, with `{{processed}}` and `{{total}}`: '{{processed}} of {{total}} payments read'. */
  countText: string;
}

/** A running job's progress under the form that started it: a bar, and the items done of the total. */
export function JobProgressBar({ progress, countText }: Props) {
  const { t } = useTranslation();
  const { processed, total } = progress;
  return (
    <Stack gap={4}>
      <Progress value={total ? (processed / total) * 100 : 0} animated aria-label={t('Work done')} />
      <Text size="sm" role="status">
        {total ? t(countText, { processed, total }) : t('Started: counting what there is to do')}
      </Text>
    </Stack>
  );
}

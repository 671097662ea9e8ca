import {
  type SelfTestName,
  type SelfTestReport,
  type SelfTestResult,
  selfTestsPath,
} from '@lessor/domain/api';
import { formatDateTime } from '@lessor/domain/formats';
import { Alert, Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { apiJson, browserTimeZone } from '../../api/api-client.ts';

/** What each test looks at, and what a failure of it means for the tenant's users. */
const testTexts: Readonly<Record<SelfTestName, { title: string; checked: string; why: string }>> = {
  scripts: {
    title: 'Scripts compile',
    checked: '{{count}} running scripts compiled',
    why: 'A script that does not compile fails each time it should run.',
  },
  lists: {
    title: 'Lists resolve',
    checked: '{{count}} lists named by fields',
    why: 'A field whose list nobody defines offers nothing to choose from.',
  },
  workflows: {
    title: 'Workflows are whole',
    checked: '{{count}} workflows of the tenant',
    why: 'A status no transition reaches is one no record will ever be in.',
  },
};

/**
 * The tenant's self-tests (`/tests`): its administrator runs them after changing scripts, lists or
 * workflows, and reads what passed and what is at fault, item by item. Nothing is recorded: unlike
 * the configuration check on /tenant, they may run as often as the configuration changes.
 */
export function SelfTestsPage() {
  const { t, i18n } = useTranslation();
  const run = useMutation({
    mutationFn: () => apiJson<SelfTestReport>(selfTestsPath),
    meta: { errorShownInline: true },
  });
  const report = run.data;
  const failed = report?.tests.filter((test) => test.failures.length > 0).length ?? 0;
  return (
    <Stack gap="md" maw={900}>
      <Title order={1}>{t('Tests')}</Title>
      <Text>
        {t(
          "Tests of this tenant's configuration as it stands: its scripts compile, the lists its fields name are defined, and the workflows it configures are whole.",
        )}
      </Text>
      <Group>
        <Button onClick={() => run.mutate()} loading={run.isPending}>
          {report ? t('Run the tests again') : t('Run the tests')}
        </Button>
      </Group>
      {run.error && (
        <Alert color="red" role="alert" title={t('The tests could not run')}>
          {run.error.message}
        </Alert>
      )}
      {report && (
        <>
          <Text role="status" fw={500}>
            {failed === 0
              ? t('All {{count}} tests passed', { count: report.tests.length })
              : t('{{failed}} of {{count}} tests failed', { failed, count: report.tests.length })}
            {' · '}
            {formatDateTime(new Date(report.ranAt), i18n.language, { timeZone: browserTimeZone })}
          </Text>
          {report.tests.map((test) => (
            <SelfTestCard key={test.name} test={test} />
          ))}
        </>
      )}
    </Stack>
  );
}

function SelfTestCard({ test }: { test: SelfTestResult }) {
  const { t } = useTranslation();
  const titleId = useId();
  const texts = testTexts[test.name];
  const passed = test.failures.length === 0;
  return (
    <Card withBorder component="section" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} size="h4" id={titleId}>
            {t(texts.title)}
          </Title>
          {/* Dark words on a light tint: white on Mantine's greens stays under 4.5:1. */}
          <Badge color={passed ? 'green' : 'red'} variant="light" c="dark.7">
            {passed ? t('Passed') : t('Failed')}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t(texts.checked, { count: test.checked })}
        </Text>
        {!passed && (
          <>
            <Text size="sm">{t(texts.why)}</Text>
            <Table>
              <Table.Caption>{t('At fault in {{test}}', { test: t(texts.title) })}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('Item')}</Table.Th>
                  <Table.Th scope="col">{t('Problem')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {test.failures.map((failure) => (
                  <Table.Tr key={`${failure.item}\u0000${failure.message}`}>
                    <Table.Td>{failure.item}</Table.Td>
                    <Table.Td>{failure.message}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </>
        )}
      </Stack>
    </Card>
  );
}

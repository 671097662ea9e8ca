import type { PersonHierarchy } from '@lessor/domain/api';
import {
  Alert,
  Card,
  Group,
  Loader,
  NativeSelect,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DiagramTextAlternative } from './DiagramTextAlternative.tsx';
import { relationText } from './relation-text.ts';
import { type DiagramView, relationsChartOption } from './relations-chart-option.ts';
import { type DiagramDepth, depthOptions, diagramAt, treeRootOf } from './relations-graph.ts';
import { useOpenUserOfPerson } from './useOpenUserOfPerson.ts';
import { usePersonHierarchy } from './usePersonHierarchy.ts';

// ECharts loads with the first diagram shown, never with the shell.
const RelationsChart = lazy(async () => ({ default: (await import('./RelationsChart.tsx')).RelationsChart }));

/** business-areas.md §9: above 10 persons the diagram is drawn larger. */
const largeDiagramNodes = 10;

interface Props {
  /** The signed-in user's person: null when they have none, undefined until the user is known. */
  personRegistration: string | null | undefined;
  /** A person of the diagram who is a user was chosen. */
  onUser(username: string): void;
}

/**
 * The organisation relations diagram of the current person (business-areas.md §2, users): a depth
 * filter (all by default), a network or tree view, an expand toggle, and the same diagram as
 * tables for keyboards and screen readers.
 */
export function OrganisationDiagram({ personRegistration, onUser }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const hierarchy = usePersonHierarchy(personRegistration);
  return (
    <Card withBorder component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} id={titleId}>
          {t('Organisation relations')}
        </Title>
        {personRegistration === null || personRegistration === '' ? (
          <Text size="sm">{t('Your user is linked to no person.')}</Text>
        ) : hierarchy.isPending ? (
          <Loader size="sm" role="status" aria-label={t('Loading')} />
        ) : hierarchy.isError ? (
          <Alert color="red" role="alert">
            {hierarchy.error.message}
          </Alert>
        ) : (
          <Diagram hierarchy={hierarchy.data} onUser={onUser} />
        )}
      </Stack>
    </Card>
  );
}

function Diagram({ hierarchy, onUser }: { hierarchy: PersonHierarchy; onUser(username: string): void }) {
  const { t, i18n } = useTranslation();
  const [depth, setDepth] = useState<DiagramDepth>('all');
  const [view, setView] = useState<DiagramView>('network');
  const [expanded, setExpanded] = useState(false);
  const openUser = useOpenUserOfPerson(onUser);

  const graph = useMemo(() => diagramAt(hierarchy, depth), [hierarchy, depth]);
  const root = treeRootOf(graph);
  const shownView = view === 'tree' && root ? 'tree' : 'network';
  const names = useMemo(
    () =>
      new Map(hierarchy.persons.map((person) => [person.registration, person.name || person.registration])),
    [hierarchy],
  );
  const labelOf = (registration: string) => names.get(registration) ?? registration;
  const relationTextOf = (relation: string | null, stake: number | undefined) =>
    relationText(relation, stake, t, i18n.language);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the texts change with the language only.
  const option = useMemo(
    () => relationsChartOption(graph, shownView, root, { labelOf, relationText: relationTextOf }),
    [graph, shownView, root, i18n.language],
  );
  const depthLabel = (choice: DiagramDepth) =>
    choice === 'all' ? t('All') : choice === 'companies' ? t('Companies') : String(choice);
  const height = expanded ? 720 : graph.persons.length > largeDiagramNodes ? 520 : 320;

  return (
    <>
      <Group align="end" gap="md" wrap="wrap">
        <NativeSelect
          label={t('Depth')}
          value={String(depth)}
          data={depthOptions(hierarchy).map((choice) => ({
            value: String(choice),
            label: depthLabel(choice),
          }))}
          onChange={(event) => setDepth(readDepth(event.currentTarget.value))}
        />
        <SegmentedControl
          aria-label={t('Diagram view')}
          value={shownView}
          onChange={(value) => setView(value as DiagramView)}
          data={[
            { value: 'network', label: t('Network') },
            { value: 'tree', label: t('Tree'), disabled: !root },
          ]}
        />
        <Switch
          label={t('Expand')}
          checked={expanded}
          onChange={(event) => setExpanded(event.currentTarget.checked)}
        />
      </Group>
      {hierarchy.isTruncated && (
        <Text size="sm" role="status">
          {t('Only the {{n}} nearest persons are shown.', { n: hierarchy.persons.length })}
        </Text>
      )}
      <Suspense fallback={<Loader size="sm" role="status" aria-label={t('Loading')} />}>
        <RelationsChart
          option={option}
          height={height}
          onNode={(registration) => void openUser(registration)}
          label={t('Diagram of {{persons}} persons and {{links}} relations, listed in the tables below', {
            persons: graph.persons.length,
            links: graph.links.length,
          })}
        />
      </Suspense>
      <DiagramTextAlternative
        graph={graph}
        labelOf={labelOf}
        relationTextOf={relationTextOf}
        onOpenUser={(registration) => void openUser(registration)}
      />
    </>
  );
}

function readDepth(value: string): DiagramDepth {
  return value === 'all' || value === 'companies' ? value : Number(value);
}

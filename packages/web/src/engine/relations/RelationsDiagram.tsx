import type { PersonHierarchy } from '@lessor/domain/api';
import { Alert, Group, Loader, NativeSelect, SegmentedControl, Switch, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DiagramTextAlternative, type NodeAction } from './DiagramTextAlternative.tsx';
import { relationText } from './relation-text.ts';
import { type DiagramView, relationsChartOption } from './relations-chart-option.ts';
import {
  type DiagramDepth,
  type DiagramGraph,
  depthOptions,
  diagramAt,
  treeRootOf,
} from './relations-graph.ts';

// ECharts loads with the first diagram asked for, never with the shell: its code is read while the
// hierarchy is on its way, rather than after it arrived (bench/web-relations).
// Once loaded it is drawn in the diagram's first render, without a round through Suspense.
type ChartModule = typeof import('./RelationsChart.tsx');
let chartModule: Promise<ChartModule> | undefined;
let loadedChart: ChartModule | undefined;
const loadChart = () => {
  chartModule ??= import('./RelationsChart.tsx').then(
    (module) => {
      loadedChart = module;
      return module;
    },
    (error: unknown) => {
      // A later diagram tries again: the chunk may be back, or the page reloaded.
      chartModule = undefined;
      throw error;
    },
  );
  return chartModule;
};

/** Starts loading the chart's code, when a page that will draw a diagram opens. */
export function usePreloadedDiagram(): void {
  // A failure shows when the diagram itself asks for the code.
  useEffect(() => void loadChart().catch(() => undefined), []);
}

/**
 * The chart's code: at once when loaded, else once it is. A chunk that cannot be loaded (gone with
 * a new version) is thrown to the page's error screen, as a lazy page's would be.
 */
function useChartModule(): ChartModule | undefined {
  const [module, setModule] = useState(loadedChart);
  const [failure, setFailure] = useState<{ error: unknown }>();
  useEffect(() => {
    if (!module) loadChart().then(setModule, (error: unknown) => setFailure({ error }));
  }, [module]);
  if (failure) throw failure.error;
  return module;
}

/** The longest the tables wait for the picture: a browser that cannot draw it still lists them. */
const tablesWaitMs = 1000;

/** business-areas.md §9: above 10 persons the diagram is drawn larger. */
const largeDiagramNodes = 10;
const emptyGraph: DiagramGraph = { persons: [], links: [] };

interface Props {
  hierarchy: PersonHierarchy;
  /** A node of the picture was clicked: its registration. */
  onNode(registration: string): void;
  /** The header of the tables' distance column: from whose person the steps count. */
  stepsHeader: string;
  /** What each person offers in the tables besides its link. */
  nodeAction?: NodeAction | undefined;
  /** The page a person's link in the tables opens: `/person/{registration}` unless told. */
  pathOf?: ((registration: string) => string) | undefined;
}

const personPath = (registration: string) => `/person/${encodeURIComponent(registration)}`;

/**
 * A relations diagram (business-areas.md §2, §7, §9): a depth filter (all by default), a network or
 * tree view (the tree only when each person has one parent at most), an expand toggle, the
 * experimental renderer (SVG rather than canvas), and the same diagram as tables for keyboards and
 * screen readers.
 */
function RelationsDiagram({ hierarchy, onNode, stepsHeader, nodeAction, pathOf = personPath }: Props) {
  const { t, i18n } = useTranslation();
  const [depth, setDepth] = useState<DiagramDepth>('all');
  const [view, setView] = useState<DiagramView>('network');
  const [expanded, setExpanded] = useState(false);
  const [experimental, setExperimental] = useState(false);

  const graph = useMemo(() => diagramAt(hierarchy, depth), [hierarchy, depth]);
  const root = treeRootOf(graph);
  const chart = useChartModule();
  // The tables (a row per person and per relation) follow the picture: drawn in a task after its
  // first frame, they do not hold it up on a large group.
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    const timeout = setTimeout(() => setDrawn(true), tablesWaitMs);
    return () => clearTimeout(timeout);
  }, []);
  const onDrawn = useCallback(() => setTimeout(() => setDrawn(true)), []);
  const tablesGraph = drawn ? graph : emptyGraph;
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
        <Switch
          label={t('Experimental renderer')}
          checked={experimental}
          onChange={(event) => setExperimental(event.currentTarget.checked)}
        />
      </Group>
      {hierarchy.isTruncated && (
        <Text size="sm" role="status">
          {t('Only the {{n}} nearest persons are shown.', { n: hierarchy.persons.length })}
        </Text>
      )}
      {chart ? (
        <chart.RelationsChart
          option={option}
          height={height}
          renderer={experimental ? 'svg' : 'canvas'}
          onNode={onNode}
          onDrawn={onDrawn}
          label={t('Diagram of {{persons}} persons and {{links}} relations, listed in the tables below', {
            persons: graph.persons.length,
            links: graph.links.length,
          })}
        />
      ) : (
        <Loader size="sm" role="status" aria-label={t('Loading')} />
      )}
      <DiagramTextAlternative
        graph={tablesGraph}
        labelOf={labelOf}
        relationTextOf={relationTextOf}
        stepsHeader={stepsHeader}
        nodeAction={nodeAction}
        pathOf={pathOf}
      />
    </>
  );
}

/** The diagram of a hierarchy being read: loading, the server's refusal, or the diagram. */
export function HierarchyDiagram({
  hierarchy,
  ...diagram
}: Omit<Props, 'hierarchy'> & { hierarchy: UseQueryResult<PersonHierarchy> }) {
  const { t } = useTranslation();
  if (hierarchy.isPending) return <Loader size="sm" role="status" aria-label={t('Loading')} />;
  if (hierarchy.isError)
    return (
      <Alert color="red" role="alert">
        {hierarchy.error.message}
      </Alert>
    );
  return <RelationsDiagram hierarchy={hierarchy.data} {...diagram} />;
}

function readDepth(value: string): DiagramDepth {
  return value === 'all' || value === 'companies' ? value : Number(value);
}

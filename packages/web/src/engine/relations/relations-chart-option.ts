import type { DiagramGraph } from './relations-graph.ts';

/** The network or tree view of business-areas.md §2. */
export type DiagramView = 'network' | 'tree';

interface TreeNode {
  name: string;
  value: string;
  children: TreeNode[];
}

interface OptionTexts {
  /** A person's label: name, else registration. */
  labelOf(registration: string): string;
  /** A relation as the user reads it. */
  relationText(relation: string | null, stake: number | undefined): string;
}

// How much the specification's force settings are scaled for ECharts (see below).
const forceScale = 3;
/**
 * Above this many persons a name shows on hover only, the main person's always: hundreds of
 * overlapping names cannot be read, and drawing them at every frame of the layout made it stutter
 * (bench/web-relations). A relation then tells itself in the tooltip rather than as a label over its
 * line: a label made for each line was a third of the first drawing.
 */
const labelledPersons = 100;

/**
 * The ECharts option of the diagram; each node's value is its registration, which a click reports.
 * The tree hangs from its root. The network is a force layout: business-areas.md §9 gives a spring
 * length of 30 and a charge of 100 for a force engine that counts in other units; ECharts drawn with
 * those numbers piles three persons on each other, so both are taken three times over.
 */
export function relationsChartOption(
  graph: DiagramGraph,
  view: DiagramView,
  root: string | undefined,
  texts: OptionTexts,
): Record<string, unknown> {
  const labelled = graph.persons.length <= labelledPersons;
  const label = { show: labelled, position: 'right', formatter: '{b}' };
  if (view === 'tree' && root) {
    return {
      tooltip: { trigger: 'item' },
      series: [
        {
          type: 'tree',
          data: [treeFrom(graph, root, texts.labelOf)],
          orient: 'TB',
          top: 30,
          bottom: 40,
          symbolSize: 12,
          initialTreeDepth: -1,
          expandAndCollapse: false,
          label: { position: 'top' },
          leaves: { label: { position: 'bottom' } },
        },
      ],
    };
  }
  return {
    tooltip: { trigger: 'item' },
    series: [
      {
        type: 'graph',
        layout: 'force',
        force: { edgeLength: 30 * forceScale, repulsion: 100 * forceScale, gravity: 0.05 },
        roam: true,
        draggable: true,
        label,
        edgeSymbol: ['none', 'arrow'],
        // The relations show on hover and in the tables below: printed on every edge they overlap.
        emphasis: {
          focus: 'adjacency',
          label: { show: true },
          ...(labelled ? { edgeLabel: { show: true, formatter: '{c}' } } : {}),
        },
        data: graph.persons.map((person) => ({
          id: person.registration,
          name: texts.labelOf(person.registration),
          value: person.registration,
          symbolSize: person.depth === 0 ? 24 : 14,
          itemStyle: person.depth === 0 ? { borderColor: '#1c7ed6', borderWidth: 3 } : undefined,
          ...(person.depth === 0 && !labelled ? { label: { show: true } } : {}),
        })),
        links: graph.links.map((link) => ({
          source: link.source,
          target: link.target,
          value: texts.relationText(link.relation, link.stake),
        })),
      },
    ],
  };
}

function treeFrom(graph: DiagramGraph, root: string, labelOf: (registration: string) => string): TreeNode {
  const children = graph.links
    .filter((link) => link.source === root)
    .map((link) => treeFrom(graph, link.target, labelOf));
  return { name: labelOf(root), value: root, children };
}

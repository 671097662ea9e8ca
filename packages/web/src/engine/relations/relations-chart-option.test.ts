import { describe, expect, it } from 'vitest';
import { relationsChartOption } from './relations-chart-option.ts';
import type { DiagramGraph } from './relations-graph.ts';

const graph: DiagramGraph = {
  persons: [
    { registration: 'ME', name: 'Me', type: 'I', status: null, depth: 0 },
    { registration: 'BRANCH', name: 'Branch', type: 'C', status: null, depth: 1 },
    { registration: 'HOLDING', name: 'Holding', type: 'C', status: null, depth: 2 },
  ],
  links: [
    { source: 'HOLDING', target: 'BRANCH', relation: 'SHAREHOLDER', stake: 0.6 },
    { source: 'BRANCH', target: 'ME', relation: 'ORGAREGISTRATION' },
  ],
};
const texts = {
  labelOf: (registration: string) => registration.toLowerCase(),
  relationText: (relation: string | null, stake: number | undefined) => `${relation} ${stake ?? ''}`.trim(),
};
type Series = { type: string; data: unknown[]; links?: unknown[] };
const seriesOf = (option: Record<string, unknown>) => (option.series as Series[])[0];

describe('relationsChartOption', () => {
  it('draws the network with each person valued by registration, the main one larger', () => {
    const series = seriesOf(relationsChartOption(graph, 'network', undefined, texts));
    expect(series?.type).toBe('graph');
    expect(series?.data[0]).toMatchObject({ id: 'ME', name: 'me', value: 'ME', symbolSize: 24 });
    expect(series?.data[1]).toMatchObject({ symbolSize: 14 });
    expect(series?.links).toEqual([
      { source: 'HOLDING', target: 'BRANCH', value: 'SHAREHOLDER 0.6' },
      { source: 'BRANCH', target: 'ME', value: 'ORGAREGISTRATION' },
    ]);
  });

  it('names every person of a small group, and on a large one the main person alone, the others on hover', () => {
    const small = seriesOf(relationsChartOption(graph, 'network', undefined, texts)) as Series & {
      label: { show: boolean };
    };
    expect(small.label.show).toBe(true);
    const many: DiagramGraph = {
      persons: Array.from({ length: 101 }, (_, index) => ({
        registration: `P${index}`,
        name: `Person ${index}`,
        type: 'I',
        status: null,
        depth: index === 0 ? 0 : 1,
      })),
      links: [],
    };
    const large = seriesOf(relationsChartOption(many, 'network', undefined, texts)) as Series & {
      label: { show: boolean };
      emphasis: { label: { show: boolean } };
    };
    expect(large.label.show).toBe(false);
    expect(large.emphasis.label.show).toBe(true);
    expect(large.data[0]).toMatchObject({ label: { show: true } });
    expect(large.data[1]).not.toHaveProperty('label');
  });

  it('hangs the tree from its root, and falls back to the network without one', () => {
    const tree = seriesOf(relationsChartOption(graph, 'tree', 'HOLDING', texts));
    expect(tree?.type).toBe('tree');
    expect(tree?.data).toEqual([
      {
        name: 'holding',
        value: 'HOLDING',
        children: [
          { name: 'branch', value: 'BRANCH', children: [{ name: 'me', value: 'ME', children: [] }] },
        ],
      },
    ]);
    expect(seriesOf(relationsChartOption(graph, 'tree', undefined, texts))?.type).toBe('graph');
  });
});

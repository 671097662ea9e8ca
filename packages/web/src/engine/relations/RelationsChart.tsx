import { GraphChart, TreeChart } from 'echarts/charts';
import { TooltipComponent } from 'echarts/components';
import { type EChartsCoreOption, use } from 'echarts/core';
import { CanvasRenderer, SVGRenderer } from 'echarts/renderers';
import { EChartCanvas } from '../inline/EChartCanvas.tsx';

// The diagram's parts only; this module loads when a diagram is first shown, never with the shell.
use([GraphChart, TreeChart, TooltipComponent, CanvasRenderer, SVGRenderer]);

interface Props {
  option: EChartsCoreOption;
  /** What the picture shows, for those who cannot see it; the lists beside it say it in full. */
  label: string;
  height: number;
  /** A node was clicked: its registration. */
  onNode(registration: string): void;
  /** The experimental renderer draws SVG elements rather than a canvas. */
  renderer: 'canvas' | 'svg';
  /** The first frame is drawn. */
  onDrawn(): void;
}

/** Whether this browser draws on a canvas: one that blocks it, or a simulated DOM, gives no 2D context. */
const drawsOnCanvas = () => document.createElement('canvas').getContext('2d') !== null;

/**
 * The relations diagram drawn by ECharts; a click on a node (not a link) names its registration.
 * Without a canvas it is drawn as SVG rather than failing the page.
 */
export function RelationsChart({ option, label, height, onNode, renderer, onDrawn }: Props) {
  return (
    <EChartCanvas
      option={option}
      label={label}
      height={height}
      renderer={renderer === 'canvas' && !drawsOnCanvas() ? 'svg' : renderer}
      onDrawn={onDrawn}
      onClick={(event) => {
        if (event.dataType !== 'edge' && typeof event.value === 'string') onNode(event.value);
      }}
    />
  );
}

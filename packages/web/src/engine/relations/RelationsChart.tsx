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
}

/** The relations diagram drawn by ECharts; a click on a node (not a link) names its registration. */
export function RelationsChart({ option, label, height, onNode, renderer }: Props) {
  return (
    <EChartCanvas
      option={option}
      label={label}
      height={height}
      renderer={renderer}
      onClick={(event) => {
        if (event.dataType !== 'edge' && typeof event.value === 'string') onNode(event.value);
      }}
    />
  );
}

import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TitleComponent, TooltipComponent } from 'echarts/components';
import { type EChartsCoreOption, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { EChartCanvas } from './EChartCanvas.tsx';

// The charts and parts layouts use; the rest of ECharts is left out of the chunk.
use([
  BarChart,
  LineChart,
  PieChart,
  GridComponent,
  LegendComponent,
  TitleComponent,
  TooltipComponent,
  CanvasRenderer,
]);

/** An ECharts chart of the option given, redrawn when it changes and resized with its box. Loaded on demand. */
export function EChart({
  option,
  label,
  height = 300,
}: {
  option: EChartsCoreOption;
  label: string;
  height?: number;
}) {
  return <EChartCanvas option={option} label={label} height={height} />;
}

import { type ECElementEvent, type EChartsCoreOption, init } from 'echarts/core';
import { useEffect, useRef } from 'react';

interface Props {
  option: EChartsCoreOption;
  /** What the picture shows, for those who cannot see it. */
  label: string;
  height: number;
  onClick?: ((event: ECElementEvent) => void) | undefined;
  /** How ECharts draws: on a canvas (the default), or as SVG elements; the caller registers it. */
  renderer?: 'canvas' | 'svg';
  /** The chart has drawn its first frame. */
  onDrawn?: (() => void) | undefined;
}

/**
 * Draws an ECharts option, redrawn when it changes and resized with its box. The caller registers
 * the chart types it needs (`use` of echarts/core), so each chunk carries only its own.
 */
export function EChartCanvas({ option, label, height, onClick, renderer = 'canvas', onDrawn }: Props) {
  const box = useRef<HTMLDivElement>(null);
  // The latest handlers, without redrawing the chart when only a handler changed.
  const onClickRef = useRef(onClick);
  onClickRef.current = onClick;
  const onDrawnRef = useRef(onDrawn);
  onDrawnRef.current = onDrawn;
  useEffect(() => {
    if (!box.current) return;
    const chart = init(box.current, undefined, { renderer });
    chart.setOption(option);
    chart.on('click', (event) => onClickRef.current?.(event as ECElementEvent));
    const drawn = () => {
      chart.off('rendered', drawn);
      onDrawnRef.current?.();
    };
    chart.on('rendered', drawn);
    const resize = new ResizeObserver(() => chart.resize());
    resize.observe(box.current);
    return () => {
      resize.disconnect();
      chart.dispose();
    };
  }, [option, renderer]);
  return <div ref={box} role="img" aria-label={label} style={{ width: '100%', height }} />;
}

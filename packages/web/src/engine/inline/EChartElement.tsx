import { Loader } from '@mantine/core';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { InlineProps } from './inline-props.ts';
import { recordProp, textProp } from './prop-readers.ts';

const EChart = lazy(() => import('./EChart.tsx').then((module) => ({ default: module.EChart })));

/** A chart of the layout's ECharts option (`props.option`); ECharts loads only on pages showing one. */
export function EChartElement({ props }: InlineProps) {
  const { t } = useTranslation();
  const option = useMemo(() => recordProp(props.option), [props.option]);
  return (
    <Suspense fallback={<Loader size="sm" role="status" aria-label={t('Loading')} />}>
      <EChart option={option} label={t(textProp(props, 'label') || 'Chart')} />
    </Suspense>
  );
}

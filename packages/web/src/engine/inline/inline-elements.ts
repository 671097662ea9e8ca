import type { ComponentType } from 'react';
import { CalculatorElement } from './CalculatorElement.tsx';
import { ContractSummaryElement } from './ContractSummaryElement.tsx';
import { EChartElement } from './EChartElement.tsx';
import { ErrorElement } from './ErrorElement.tsx';
import { FormElement } from './FormElement.tsx';
import { HtmlElement } from './HtmlElement.tsx';
import type { InlineProps } from './inline-props.ts';
import { KpiElement } from './KpiElement.tsx';
import { LegendElement } from './LegendElement.tsx';
import { LinkElement } from './LinkElement.tsx';
import { MapElement } from './MapElement.tsx';
import { TableElement } from './TableElement.tsx';
import { TasksListElement } from './TasksListElement.tsx';

/**
 * The component of each inline element type of foundation.md §2, by type name. Carousel, chartist,
 * openapi, pivot and ai plug in here.
 */
export const inlineElements: Readonly<Record<string, ComponentType<InlineProps>>> = {
  calculator: CalculatorElement,
  contractsummary: ContractSummaryElement,
  echart: EChartElement,
  error: ErrorElement,
  form: FormElement,
  html: HtmlElement,
  kpi: KpiElement,
  legend: LegendElement,
  link: LinkElement,
  map: MapElement,
  table: TableElement,
  taskslist: TasksListElement,
};

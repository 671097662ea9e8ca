/** What `GET {route}/kpis` answers: the KPI strip of the records a list's query selects. */
export interface ListKpis {
  count: number;
  /** True when there are more than `count` records. */
  countIsLimited: boolean;
  statuses: { status: string; count: number }[];
  /** The declared amount fields (`listPage.kpiSums`), totalled. */
  sums: { field: string; total: number }[];
}

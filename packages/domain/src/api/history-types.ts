/** One field changed by a write, as a History record's `changes` hold it; a secret has no values. */
export interface HistoryChange {
  field: string;
  from?: string;
  to?: string;
}

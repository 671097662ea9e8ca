/** Behaviour of one entity beyond the generic engine, named by what it reacts to. */
export interface EntityHooks {
  /** Completes a record before it is validated and written (creation and update alike). */
  beforeSave?(record: Record<string, unknown>): Record<string, unknown>;
}

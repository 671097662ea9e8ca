/** A condition a record must meet for a transition to be offered and run. */
export interface TransitionCondition {
  field: string;
  /** The field holds one of these values. */
  in?: readonly string[];
  /** The field has a value (not null, not empty). */
  present?: boolean;
}

/** A server-side effect of a transition, applied in the same transaction as the status change. */
export interface TransitionEffect {
  /** Sets a field to today's date (`today`), the acting user (`username`) or a fixed value. */
  set: { field: string; value: string | number | boolean; from?: 'today' | 'username' };
}

/**
 * A document a transition prints and keeps among the record's documents, in its transaction (the
 * invoice's PDF at issue, the schedule at activation).
 */
export interface TransitionDocument {
  /** A built-in print layout of the entity (`invoice`), or a tenant's Word template by its report's registration. */
  template: string;
  /** The type it is kept as, one of the entity's document types. */
  type: string;
}

export interface WorkflowTransition {
  code: string;
  label: string;
  /** Statuses the transition leaves from; `*` for any. */
  from: readonly string[];
  to: string;
  orderIndex: number;
  /** Shown apart, at the end of the menu (foundation.md §4). */
  pullRight?: boolean;
  conditions?: readonly TransitionCondition[];
  effects?: readonly TransitionEffect[];
  /** What it prints and keeps; each replaces the record's document of the same name and type. */
  documents?: readonly TransitionDocument[];
}

/** An entity's workflow: its statuses in order and the transitions between them. */
export interface Workflow {
  statuses: readonly string[];
  initialStatus: string;
  transitions: readonly WorkflowTransition[];
  /** Statuses a record may still be deleted in; default: the initial status alone. */
  deletableStatuses?: readonly string[];
  /** Statuses in which a record changes only through a transition (a paid invoice); default: none. */
  readOnlyStatuses?: readonly string[];
}

/** A transition as `POST {route}/transitions` answers it. */
export interface AvailableTransition {
  code: string;
  label: string;
  to: string;
  orderIndex: number;
  props: { pullRight: boolean };
  /** The documents it prints, unless the call excludes them (`exclude=documents`). */
  documents?: readonly TransitionDocument[];
}

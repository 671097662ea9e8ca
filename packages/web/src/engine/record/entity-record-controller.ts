import type { EntityRecord } from '@lessor/domain/api';
import type { EntityDefinition } from '@lessor/domain/entities';
import type { FormStore } from '../form/create-form-store.ts';

/** The answer of a submit: the saved record, or the paths in error that stopped it. */
export type SubmitResult = { saved: EntityRecord } | { errorPaths: string[] };

/**
 * What a detail page holds and does (`useEntityRecordController`); its view and cards read it with
 * `useRecordContext`. Declared apart from the hook because cards read it and the detail page
 * renders cards: neither folder may need the other.
 */
export interface EntityRecordController {
  entity: EntityDefinition;
  /** The edits, touched fields and messages; `store.isDirty()` tells unsaved changes. */
  store: FormStore;
  /** The saved record; undefined while creating one or loading it. */
  record: EntityRecord | undefined;
  isNew: boolean;
  /** True until the record is loaded and held by the store. */
  isLoading: boolean;
  loadError: Error | null;
  /** Loads the record again, after a transition or a change made by a card. */
  reload(): void;
  saveError: Error | null;
  isSaving: boolean;
  /**
   * Checks every field, then saves (`POST` for a new record, else `PUT`) and holds the record as
   * saved, its new version included. A refusal shows in `saveError`, and under the fields it names.
   */
  submit(): Promise<SubmitResult>;
}

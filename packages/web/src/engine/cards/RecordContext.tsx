import type { EntityRecord } from '@lessor/domain/api';
import type { EntityDefinition } from '@lessor/domain/entities';
import { createContext, useContext } from 'react';

/** The record a detail page shows, for the cards that read it rather than edit it. */
export interface RecordState {
  entity: EntityDefinition;
  /** The saved record; undefined while creating one. */
  record: EntityRecord | undefined;
  /** Loads the record again, after a transition or a change made by a card. */
  reload(): void;
}

export const RecordContext = createContext<RecordState | undefined>(undefined);

export function useRecordContext(): RecordState {
  const state = useContext(RecordContext);
  if (!state) throw new Error('useRecordContext needs a RecordContext provider');
  return state;
}

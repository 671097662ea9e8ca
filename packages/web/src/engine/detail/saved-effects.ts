import type { EntityRecord } from '@lessor/domain/api';
import { createUserOfSavedPerson } from '../person-user/person-user.ts';

/** What a page does once its record is saved, given the record before and as saved. */
type SavedEffect = (before: EntityRecord | undefined, saved: EntityRecord) => Promise<void>;

/** The entities whose page does more than save (business-areas.md §5: a person's new username). */
export const savedEffects: Readonly<Partial<Record<string, SavedEffect>>> = {
  Person: createUserOfSavedPerson,
};

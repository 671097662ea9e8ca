/** Reference lists (foundation.md §3, §7): the values each select offers, labelled in the user's locale. */

export { type DeclaredSelect, declaredSelects } from './declared-selects.ts';
export {
  declaredReferenceLists,
  defaultReferenceList,
  defaultReferenceListNames,
  defaultReferenceListValues,
} from './default-reference-lists.ts';
export {
  type ConfiguredEntry,
  type ReferenceListEntry,
  toAnswerEntry,
} from './reference-list-entry.ts';

import { createContext, useContext } from 'react';
import type { EntityRecordController } from './entity-record-controller.ts';

/** The detail page's controller, provided by the page to its view and its cards. */
export const RecordContext = createContext<EntityRecordController | undefined>(undefined);

/**
 * The detail page around a component: its entity, record, form store and what saves or reloads it.
 * @example const { entity, record, reload } = useRecordContext();
 */
export function useRecordContext(): EntityRecordController {
  const controller = useContext(RecordContext);
  if (!controller)
    throw new Error('useRecordContext needs a RecordContext provider: render it inside a detail page');
  return controller;
}

import { createContext, useContext } from 'react';

/** Debug mode (foundation.md §6: admins, when allowDebugMode allows): field paths and the model viewer show. */
export const DebugModeContext = createContext(false);

export function useDebugMode(): boolean {
  return useContext(DebugModeContext);
}

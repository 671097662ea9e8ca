import { createContext, useContext } from 'react';
import type { CardStates } from './useCardStates.ts';

export const CardStatesContext = createContext<CardStates | undefined>(undefined);

export function useCardStatesContext(): CardStates {
  const states = useContext(CardStatesContext);
  if (!states) throw new Error('useCardStatesContext needs a CardStatesContext provider');
  return states;
}

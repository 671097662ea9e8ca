import { createContext, useContext } from 'react';
import type { CardMountQueue } from './card-mount-queue.ts';

/** How a page mounts its cards' content: those in its first view at once, the others in turn. */
export interface CardMounting {
  queue: CardMountQueue;
  inFirstView: ReadonlySet<string>;
}

/** Without a page's mounting, every card mounts its content at once. */
export const CardMountingContext = createContext<CardMounting | undefined>(undefined);

export const useCardMounting = (): CardMounting | undefined => useContext(CardMountingContext);

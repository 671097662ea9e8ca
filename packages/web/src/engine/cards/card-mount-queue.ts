import { whenIdle } from '../../shell/when-idle.ts';

type Mount = () => void;

/** Cards whose content waits to mount, mounted one at a time when the browser has nothing else to do. */
export interface CardMountQueue {
  /** Waits its turn, after the cards added before; answers a function that takes it out. */
  add(mount: Mount): () => void;
  /** Moves a waiting card to the front: it has come near the view. */
  hurry(mount: Mount): void;
  /** Mounts a waiting card now: it is in view, and the reader is waiting for it. */
  mountNow(mount: Mount): void;
  /** Forgets every waiting card: the page is leaving. */
  clear(): void;
}

/** Longest wait for an idle moment: a busy page still mounts its cards, later. */
const idleTimeout = 500;

/**
 * The queue of a detail page's cards not mounted at first. One card per idle callback: each
 * mount renders in a task of its own, so the page answers typing and clicks between two cards,
 * and every card is mounted shortly after the first paint (Tab reaches every field).
 */
export function createCardMountQueue(): CardMountQueue {
  const waiting: Mount[] = [];
  let cancelPending: (() => void) | undefined;

  const schedule = () => {
    if (cancelPending || waiting.length === 0) return;
    cancelPending = whenIdle(() => {
      cancelPending = undefined;
      waiting.shift()?.();
      schedule();
    }, idleTimeout);
  };
  const remove = (mount: Mount) => {
    const position = waiting.indexOf(mount);
    if (position >= 0) waiting.splice(position, 1);
    return position >= 0;
  };

  return {
    add(mount) {
      waiting.push(mount);
      schedule();
      return () => void remove(mount);
    },
    hurry(mount) {
      if (remove(mount)) waiting.unshift(mount);
    },
    mountNow(mount) {
      if (remove(mount)) mount();
    },
    clear() {
      waiting.length = 0;
      cancelPending?.();
      cancelPending = undefined;
    },
  };
}

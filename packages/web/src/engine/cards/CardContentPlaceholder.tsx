import { type ReactNode, useEffect, useRef } from 'react';
import type { CardMountQueue } from './card-mount-queue.ts';

/** How far ahead of the view a card's content mounts as the page scrolls: one screen. */
const aheadOfView = '100% 0px';

interface Props {
  queue: CardMountQueue;
  /** Mounts the card's content in place of this. */
  onMount(): void;
  /** About the content's height, so the page does not jump when it mounts. */
  children: ReactNode;
}

/**
 * Stands in for a card's content until it mounts: when its turn in the page's queue comes, sooner
 * as it nears the view.
 */
export function CardContentPlaceholder({ queue, onMount, children }: Props) {
  const placeholder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = placeholder.current;
    if (!element) return;
    const leaveQueue = queue.add(onMount);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) queue.hurry(onMount);
      },
      { rootMargin: aheadOfView },
    );
    observer.observe(element);
    return () => {
      leaveQueue();
      observer.disconnect();
    };
  }, [queue, onMount]);
  return (
    <div ref={placeholder} data-card-placeholder>
      {children}
    </div>
  );
}

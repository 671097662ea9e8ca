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
 * as it nears the view, at once when it is in view (a reader scrolled to it: the relations diagram
 * of a large group drew 0.4 s later waiting its turn, bench/web-relations).
 */
export function CardContentPlaceholder({ queue, onMount, children }: Props) {
  const placeholder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = placeholder.current;
    if (!element) return;
    const leaveQueue = queue.add(onMount);
    const observe = (rootMargin: string, then: () => void) => {
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) then();
        },
        { rootMargin },
      );
      observer.observe(element);
      return observer;
    };
    const near = observe(aheadOfView, () => queue.hurry(onMount));
    const inView = observe('0px', () => queue.mountNow(onMount));
    return () => {
      leaveQueue();
      near.disconnect();
      inView.disconnect();
    };
  }, [queue, onMount]);
  return (
    <div ref={placeholder} data-card-placeholder>
      {children}
    </div>
  );
}

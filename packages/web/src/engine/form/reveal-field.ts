import { fieldDomId, pathSteps } from './path.ts';

/** foundation.md §9: a field in error stays highlighted 2 s; a card takes 370 ms to expand. */
const highlightDuration = 2000;
export const cardExpandDelay = 370;

/** Announced before a field is revealed: a collapsed card holding `field` expands and says so. */
export interface RevealFieldEvent {
  /** The record's top-level field the path starts with. */
  field: string;
  path: string;
  /** Set by a card that had to expand: the scroll then waits for it. */
  expanded: boolean;
}

export const revealFieldEvent = 'lessor:reveal-field';

/**
 * Brings a field into view after a refused submit (foundation.md §2): the card holding it
 * expands, the page scrolls to it, its input takes the focus and it is highlighted for 2 s.
 */
export function revealField(path: string, scope = ''): void {
  const detail: RevealFieldEvent = { field: String(pathSteps(path)[0] ?? path), path, expanded: false };
  // Cards hold the page's own form; a form inside a card has its own scope.
  if (scope === '') window.dispatchEvent(new CustomEvent(revealFieldEvent, { detail }));
  setTimeout(() => highlight(path, scope), detail.expanded ? cardExpandDelay : 0);
}

function highlight(path: string, scope: string): void {
  const wrapper = document.querySelector<HTMLElement>(`[data-field-path="${CSS.escape(scope + path)}"]`);
  if (!wrapper) return;
  wrapper.scrollIntoView({ block: 'center', behavior: 'smooth' });
  const input =
    document.getElementById(fieldDomId(path, scope)) ??
    wrapper.querySelector<HTMLElement>('input, textarea, button');
  input?.focus({ preventScroll: true });
  wrapper.dataset.highlighted = 'true';
  setTimeout(() => delete wrapper.dataset.highlighted, highlightDuration);
}

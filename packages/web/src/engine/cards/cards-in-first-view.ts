import { placeholderHeight } from '../fields/placeholder-height.ts';
import type { FormStore } from '../form/create-form-store.ts';
import { isFieldShown } from '../form/field-error.ts';
import { lastKey } from '../form/path.ts';
import type { LayoutCard } from './detail-layout.ts';
import { elementGroups } from './element-groups.ts';

/** Pixels of a card around its content (padding, title), between two cards and two rows of fields. */
const cardFrame = 70;
const cardGap = 16;
const rowGap = 12;
/** A card of another type than fields (notes, history), or an inline element: about a short list. */
const otherContent = 80;
const inlineContent = 120;
/** Fields per row on a wide screen: underestimating the heights counts more cards in view, not fewer. */
const fieldsPerRow = 3;

/** About the height of a card's fields: rows of three, each as tall as its tallest field. */
function fieldsHeight(paths: readonly string[], store: FormStore): number {
  const heights = paths.flatMap((path) => {
    const field = store.field(path);
    return field && isFieldShown(field, store.getValues(), lastKey(path))
      ? [placeholderHeight(field, store.getValue(path))]
      : [];
  });
  let height = 0;
  for (let start = 0; start < heights.length; start += fieldsPerRow)
    height += Math.max(...heights.slice(start, start + fieldsPerRow)) + rowGap;
  return height;
}

function cardHeight(card: LayoutCard, store: FormStore, collapsed: boolean): number {
  if (card.visibleWhen && !card.visibleWhen.in.includes(String(store.getValue(card.visibleWhen.field) ?? '')))
    return 0;
  if (collapsed) return cardFrame + cardGap;
  const fieldsCard = (card.type ?? 'Fields') === 'Fields';
  const content = fieldsCard
    ? elementGroups(card.elements ?? []).reduce(
        (sum, group) => sum + ('paths' in group ? fieldsHeight(group.paths, store) : inlineContent),
        0,
      )
    : otherContent;
  return cardFrame + content + cardGap;
}

/**
 * The titles of the cards that show, from the top of their column, within a view of the given
 * height: estimated from the layout and the values, without asking the browser for a layout
 * (the page mounts them before its first paint, the others after it).
 */
export function cardsInFirstView(
  columns: readonly (readonly LayoutCard[])[],
  store: FormStore,
  isCollapsed: (title: string) => boolean,
  viewHeight: number,
): Set<string> {
  const titles = new Set<string>();
  for (const cards of columns) {
    let top = 0;
    for (const card of cards) {
      if (top >= viewHeight) break;
      titles.add(card.title);
      top += cardHeight(card, store, isCollapsed(card.title));
    }
  }
  return titles;
}

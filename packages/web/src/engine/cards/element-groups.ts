import { isLayoutField, type LayoutElement, type LayoutInline } from './detail-layout.ts';

export type ElementGroup = { key: string; paths: string[] } | { key: string; inline: LayoutInline };

/** A card's elements as it shows them: consecutive fields share one grid, an inline element takes its own row. */
export function elementGroups(elements: readonly LayoutElement[]): ElementGroup[] {
  const result: ElementGroup[] = [];
  elements.forEach((element, position) => {
    const last = result.at(-1);
    if (!isLayoutField(element)) result.push({ key: `${element.inline}-${position}`, inline: element });
    else if (last && 'paths' in last) last.paths.push(element.field);
    else result.push({ key: element.field, paths: [element.field] });
  });
  return result;
}

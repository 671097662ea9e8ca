import { Stack } from '@mantine/core';
import { FieldGrid } from '../fields/FieldGrid.tsx';
import { useFormSelector } from '../form/FormStoreContext.tsx';
import { InlineElement } from '../inline/InlineElement.tsx';
import { CardFrame } from './CardFrame.tsx';
import type { CardProps } from './card-props.ts';
import { isLayoutField, type LayoutElement, type LayoutInline } from './detail-layout.ts';

type Group = { key: string; paths: string[] } | { key: string; inline: LayoutInline };

/** Consecutive fields share one grid; an inline element takes its own row. */
function groups(elements: readonly LayoutElement[]): Group[] {
  const result: Group[] = [];
  elements.forEach((element, position) => {
    const last = result.at(-1);
    if (!isLayoutField(element)) result.push({ key: `${element.inline}-${position}`, inline: element });
    else if (last && 'paths' in last) last.paths.push(element.field);
    else result.push({ key: element.field, paths: [element.field] });
  });
  return result;
}

/** A card of the record's fields and inline elements; it turns red while one of its fields shows a message. */
export function ElementsCard({ card }: CardProps) {
  const elements = card.elements ?? [];
  const paths = elements.filter(isLayoutField).map((element) => element.field);
  const inError = useFormSelector((store) => paths.some((path) => store.snapshot(path).error !== undefined));
  return (
    <CardFrame card={card} inError={inError}>
      <Stack gap="sm">
        {groups(elements).map((group) =>
          'paths' in group ? (
            <FieldGrid key={group.key} paths={group.paths} />
          ) : (
            <InlineElement
              key={group.key}
              type={group.inline.inline}
              {...(group.inline.props ? { props: group.inline.props } : {})}
            />
          ),
        )}
      </Stack>
    </CardFrame>
  );
}

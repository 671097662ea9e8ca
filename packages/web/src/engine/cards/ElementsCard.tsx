import { Stack } from '@mantine/core';
import { FieldGrid } from '../fields/FieldGrid.tsx';
import { useFormSelector } from '../form/FormStoreContext.tsx';
import { InlineElement } from '../inline/InlineElement.tsx';
import { CardFrame } from './CardFrame.tsx';
import type { CardProps } from './card-props.ts';
import { isLayoutField } from './detail-layout.ts';
import { ElementsPlaceholder } from './ElementsPlaceholder.tsx';
import { elementGroups } from './element-groups.ts';

/**
 * A card of the record's fields and inline elements; it turns red while one of its fields shows a
 * message, and a section of fields none of which shows (the record's `props_<field>` flags hide
 * them) is not shown at all (business-areas.md §5).
 */
export function ElementsCard({ card }: CardProps) {
  const elements = card.elements ?? [];
  const paths = elements.filter(isLayoutField).map((element) => element.field);
  const inError = useFormSelector((store) => paths.some((path) => store.snapshot(path).error !== undefined));
  const allHidden = useFormSelector(
    (store) =>
      paths.length > 0 &&
      paths.length === elements.length &&
      paths.every((path) => !store.snapshot(path).shown),
  );
  if (allHidden) return null;
  return (
    <CardFrame card={card} inError={inError} placeholder={<ElementsPlaceholder elements={elements} />}>
      <Stack gap="sm">
        {elementGroups(elements).map((group) =>
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

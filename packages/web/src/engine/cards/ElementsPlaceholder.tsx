import { Stack } from '@mantine/core';
import { FieldGridPlaceholder } from '../fields/FieldGridPlaceholder.tsx';
import type { LayoutElement } from './detail-layout.ts';
import { elementGroups } from './element-groups.ts';

/** About the height of an inline element (a key figure, a small table) before it mounts. */
const inlineHeight = 120;

/** What an elements card shows until its fields mount: their grid, empty, at about their heights. */
export function ElementsPlaceholder({ elements }: { elements: readonly LayoutElement[] }) {
  return (
    <Stack gap="sm">
      {elementGroups(elements).map((group) =>
        'paths' in group ? (
          <FieldGridPlaceholder key={group.key} paths={group.paths} />
        ) : (
          <div key={group.key} style={{ height: inlineHeight }} />
        ),
      )}
    </Stack>
  );
}

import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A table that scrolls inside its box when too wide or too tall; the box takes the focus, so the
 * keyboard scrolls it too (axe: scrollable regions must be reachable).
 */
export function ScrollableTable({
  label,
  maxHeight,
  children,
}: {
  label: string;
  maxHeight?: number;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-label={label} tabIndex={0} style={{ overflow: 'auto', maxHeight }}>
      {children}
    </Box>
  );
}

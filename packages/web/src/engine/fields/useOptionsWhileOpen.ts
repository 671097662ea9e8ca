import { useCallback, useState } from 'react';

/**
 * The options a select hands to Mantine: all of them while its dropdown is open, the chosen ones
 * alone while it is closed (they name its value). Mantine builds an element per option at every
 * render, open or not: a closed list of 250 countries would cost as much as an open one.
 */
export function useOptionsWhileOpen<Option extends { value: string }>(
  options: readonly Option[],
  chosen: readonly string[],
) {
  const [open, setOpen] = useState(false);
  return {
    data: open ? [...options] : options.filter((option) => chosen.includes(option.value)),
    onDropdownOpen: useCallback(() => setOpen(true), []),
    onDropdownClose: useCallback(() => setOpen(false), []),
  };
}

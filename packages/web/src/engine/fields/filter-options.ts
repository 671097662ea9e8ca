import { matchesSearchWords } from '@lessor/domain/formats';
import type { ComboboxParsedItem } from '@mantine/core';

/**
 * The options a select keeps for typed text: accents and case ignored, every typed word matched
 * (foundation.md §5); groups keep their matching options.
 */
export function filterOptions({
  options,
  search,
}: {
  options: ComboboxParsedItem[];
  search: string;
}): ComboboxParsedItem[] {
  return options.flatMap((option): ComboboxParsedItem[] => {
    if ('group' in option) {
      const items = option.items.filter((item) => matchesSearchWords(item.label, search));
      return items.length > 0 ? [{ ...option, items }] : [];
    }
    return matchesSearchWords(option.label, search) ? [option] : [];
  });
}

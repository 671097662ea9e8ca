import { AdvancedSearchPanel } from './advanced-search/AdvancedSearchPanel.tsx';
import { useListContext } from './ListContext.tsx';
import { ReferenceSearchInput } from './search-modal/ReferenceSearchInput.tsx';

/**
 * A list's advanced search, whose references are chosen in the entity search modal. Loaded when the
 * filters first open: most visits of a list never open them.
 */
export function ListAdvancedSearch() {
  const list = useListContext();
  return (
    <AdvancedSearchPanel
      criteria={list.criteria}
      filters={list.filters}
      pagePath={list.pagePath}
      inModal={list.configuration.advancedSearchInModal}
      onSearch={list.setFilters}
      onClose={list.toggleFilters}
      referenceInput={({ criterion, value, onChange }) =>
        criterion.reference && (
          <ReferenceSearchInput
            label={criterion.label}
            route={criterion.reference}
            roles={criterion.roles}
            value={value}
            onChange={onChange}
          />
        )
      }
    />
  );
}

import { AdvancedSearchPanel } from './advanced-search/AdvancedSearchPanel.tsx';
import { useListContext } from './ListContext.tsx';
import { ReferenceSelect } from './search-modal/ReferenceSelect.tsx';

/**
 * A list's advanced search, whose references are chosen with a picker of the entity's records. Loaded when the
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
          <ReferenceSelect
            label={criterion.label}
            reference={criterion.reference}
            value={value}
            onChange={(chosen) => onChange(chosen ?? '')}
          />
        )
      }
    />
  );
}

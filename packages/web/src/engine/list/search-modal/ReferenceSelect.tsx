import type { EntityRecord } from '@lessor/domain/api';
import {
  type EntityDefinition,
  findEntity,
  type ReferenceTarget,
  referenceFilters,
} from '@lessor/domain/entities';
import { ActionIcon, Combobox, InputBase, Loader, useCombobox } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { referenceLabel } from '../../references/reference-label.ts';
import { rememberReferenceName, useReferenceName } from '../../references/useReferenceName.ts';
import { useQuickAdd } from './quick-add-context.ts';
import { minimumSearchLength, useReferenceOptions } from './useReferenceOptions.ts';

// Most pickers are never searched further: the modal loads with its first opening.
const EntitySearchModal = lazy(() =>
  import('./EntitySearchModal.tsx').then((module) => ({ default: module.EntitySearchModal })),
);

/** The option that opens the entity search modal rather than choosing a record. */
const searchMore = '\u0000search-more';
/** The option that opens the quick add of a person rather than choosing a record. */
const addPerson = '\u0000add-person';
/** business-areas.md §2: the pickers of persons and prospects add one in the quick-add dialog. */
const quickAddEntities = new Set(['Person', 'Prospect']);

/** What a person added from a picker starts with: the role the picker asks for, an organisation's type. */
function quickAddInitial(reference: ReferenceTarget): Record<string, unknown> {
  const [role] = reference.roles ?? [];
  const [type] = reference.personTypes ?? [];
  return { ...(role ? { roles: [{ role }] } : {}), ...(type ? { type } : {}) };
}

interface Props {
  /** The entity the value names, and for a person, the roles asked. */
  reference: ReferenceTarget;
  label: string;
  /** The registration chosen, or empty. */
  value: string;
  /** The registration chosen, with the name of its record; undefined once emptied. */
  onChange(value: string | undefined, name?: string | null): void;
  id?: string;
  error?: ReactNode;
  description?: ReactNode;
  withAsterisk?: boolean;
  disabled?: boolean;
  onBlur?(): void;
}

/**
 * A reference chosen among the records of its entity (business-areas.md §5): from the third
 * character typed, the records whose search fields hold the text, as 'name (registration)';
 * 'Search more…' opens the entity search modal with its advanced search. The choice reads as
 * 'name (registration)' and links to the record's page. Emptying the text and leaving clears it.
 */
export function ReferenceSelect(props: Props) {
  const entity = findEntity(props.reference.target);
  // Every reference names an entity of the catalogue (the domain's declaration tests hold it).
  return entity ? <EntityReferenceSelect {...props} entity={entity} /> : null;
}

function EntityReferenceSelect({
  entity,
  reference,
  label,
  value,
  onChange,
  id,
  error,
  description,
  withAsterisk,
  disabled,
  onBlur,
}: Props & { entity: EntityDefinition }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const ownId = useId();
  const inputId = id ?? ownId;
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  // The text being typed; null while the input shows the choice.
  const [typed, setTyped] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);
  const [adding, setAdding] = useState(false);
  const QuickAdd = useQuickAdd();
  const quickAdds = QuickAdd !== undefined && quickAddEntities.has(entity.name);
  const chosen = useReferenceName(reference.target, value || undefined);
  const found = useReferenceOptions(entity, reference, typed ?? '');

  const choose = (registration: string, name: string | null | undefined) => {
    rememberReferenceName(client, reference.target, registration, name ?? null);
    onChange(registration, name ?? null);
    setTyped(null);
  };

  return (
    <>
      <Combobox
        store={combobox}
        onOptionSubmit={(option) => {
          combobox.closeDropdown();
          if (option === searchMore) {
            setSearching(true);
            return;
          }
          if (option === addPerson) {
            setAdding(true);
            return;
          }
          choose(option, found.options.find((candidate) => candidate.registration === option)?.name);
        }}
      >
        <Combobox.Target withExpandedAttribute>
          <InputBase
            id={inputId}
            label={label}
            description={description}
            error={error}
            withAsterisk={withAsterisk}
            disabled={disabled}
            autoComplete="off"
            placeholder={t('Type {{count}} characters to search', { count: minimumSearchLength })}
            value={typed ?? (value ? chosen.label : '')}
            onChange={(event) => {
              setTyped(event.currentTarget.value);
              combobox.openDropdown();
              combobox.updateSelectedOptionIndex();
            }}
            onClick={() => combobox.openDropdown()}
            onFocus={() => combobox.openDropdown()}
            onBlur={() => {
              combobox.closeDropdown();
              if (typed !== null && typed.trim() === '') onChange(undefined);
              setTyped(null);
              onBlur?.();
            }}
            rightSectionPointerEvents={value && chosen.href ? 'all' : 'none'}
            rightSection={
              found.isFetching ? (
                <Loader size="xs" role="status" aria-label={t('Loading')} />
              ) : value && chosen.href ? (
                <ActionIcon
                  component={Link}
                  to={chosen.href}
                  variant="subtle"
                  aria-label={t('Open {{label}}', { label: chosen.label })}
                  title={chosen.label}
                >
                  ↗
                </ActionIcon>
              ) : (
                <Combobox.Chevron />
              )
            }
          />
        </Combobox.Target>
        <Combobox.Dropdown>
          {/* Busy while the options shown are not yet those of the text typed. */}
          {/* Ten names and the two actions: scrolled within the list, never past the window's edge. */}
          <Combobox.Options
            aria-label={label}
            aria-busy={found.searching && !found.current}
            mah={320}
            style={{ overflowY: 'auto' }}
          >
            {!found.searching && (
              <Combobox.Empty>
                {t('Type at least {{count}} characters', { count: minimumSearchLength })}
              </Combobox.Empty>
            )}
            {found.searching && found.options.length === 0 && (
              <Combobox.Empty>{found.current ? t('No data') : t('Searching…')}</Combobox.Empty>
            )}
            {found.options.map((option) => (
              <Combobox.Option key={option.registration} value={option.registration}>
                {referenceLabel(option.registration, option.name)}
              </Combobox.Option>
            ))}
            <Combobox.Option value={searchMore}>{t('Search more…')}</Combobox.Option>
            {quickAdds && <Combobox.Option value={addPerson}>{t('Add…')}</Combobox.Option>}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
      {searching && (
        <Suspense fallback={null}>
          <EntitySearchModal
            entity={entity}
            title={label}
            initialText={typed ?? ''}
            fixedFilters={referenceFilters(reference)}
            onAdd={() => {
              setSearching(false);
              // A person is added in the quick add; another record is made on its own page, in a tab
              // of its own: this form keeps its edits.
              if (quickAdds) setAdding(true);
              else window.open(entity.newRoute, '_blank', 'noopener');
            }}
            onChoose={([record]: EntityRecord[]) => {
              setSearching(false);
              if (record) choose(record.registration, record.name);
            }}
            onClose={() => setSearching(false)}
          />
        </Suspense>
      )}
      {adding && QuickAdd && (
        <Suspense fallback={null}>
          <QuickAdd
            entity={entity}
            initial={quickAddInitial(reference)}
            onClose={(person) => {
              setAdding(false);
              if (person) choose(person.registration, person.name);
            }}
          />
        </Suspense>
      )}
    </>
  );
}

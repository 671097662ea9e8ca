import { fieldMessages } from '@lessor/domain/fields';
import { MultiSelect, Select } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormSelector } from '../form/FormStoreContext.tsx';
import type { FieldProps } from './field-props.ts';
import { filterOptions } from './filter-options.ts';
import { optionCountry, optionsOfCountry } from './options-of-country.ts';
import { selectData } from './select-data.ts';
import { useFieldOptions } from './useFieldOptions.ts';
import { useInputProps } from './useInputProps.ts';
import { useOptionsWhileOpen } from './useOptionsWhileOpen.ts';

const asList = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : typeof value === 'string' && value !== ''
      ? [value]
      : [];

/**
 * A choice among options (one, or several with `multiple`): from a reference list or the
 * declaration, narrowed to the record's country when the field says where to read it (a legal
 * form), searchable, '(???)' for a value not among them, 'Create "{text}"' when creation is
 * allowed, and a caution when typed text is left without being chosen.
 */
export function SelectField(props: FieldProps) {
  const { field, value, onChange, mandatory } = props;
  const { t } = useTranslation();
  const { options: listed, listError } = useFieldOptions(field);
  const country = useFormSelector((store) => optionCountry(field, store.getValues()));
  const [search, setSearch] = useState('');
  const [incomplete, setIncomplete] = useState(false);
  const inputProps = useInputProps(props);
  // A select with nothing to offer (a list the tenant has not filled yet) takes any value.
  const creatable = field.creatable === true || listed.length === 0;
  const selected = asList(value);
  const options = optionsOfCountry(listed, country, selected);
  const data = selectData(options, selected, { creatable, search });
  const labelOf = (chosen: string | undefined) => data.find((option) => option.value === chosen)?.label;
  const common = {
    ...inputProps,
    ...useOptionsWhileOpen(data, selected),
    error: inputProps.error ?? listError,
    description: incomplete ? t(fieldMessages.incompleteValue()) : inputProps.description,
    searchable: true,
    // Only a select that creates values follows what is typed; the others leave their search to Mantine.
    ...(creatable
      ? {
          searchValue: search,
          onSearchChange: (text: string) => {
            setSearch(text);
            setIncomplete(false);
          },
        }
      : {}),
    filter: filterOptions,
    nothingFoundMessage: t('No options'),
    onBlur: () => {
      const typed = search.trim();
      setIncomplete(creatable && typed !== '' && typed !== labelOf(selected[0]) && !field.multiple);
      inputProps.onBlur();
    },
  };
  if (field.multiple) {
    return (
      <MultiSelect
        {...common}
        value={selected}
        clearable={!mandatory}
        onChange={(next) => {
          setSearch('');
          onChange(next);
        }}
      />
    );
  }
  return (
    <Select
      {...common}
      value={selected[0] ?? null}
      clearable={!mandatory}
      onChange={(next) => {
        setSearch(labelOf(next ?? undefined)?.replace(/^Create "(.*)"$/, '$1') ?? '');
        onChange(next ?? undefined);
      }}
    />
  );
}

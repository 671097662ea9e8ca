import type { SearchCriterion } from '@lessor/domain/query';
import { SimpleGrid, TextInput } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceFilter } from './ChoiceFilter.tsx';
import { rangeLabels } from './range-warnings.ts';
import type { SearchForm } from './useSearchForm.ts';

/** Draws the input of a criterion naming another entity's record (a picker of its records). */
export type ReferenceInput = (props: {
  criterion: Extract<SearchCriterion, { kind: 'text' }>;
  value: string;
  onChange(value: string): void;
}) => ReactNode;

interface Props {
  criteria: readonly SearchCriterion[];
  form: SearchForm;
  /** Without it, a reference is typed like any text. */
  referenceInput?: ReferenceInput | undefined;
}

/** One input per criterion: ranges as two bounds, choices as a multi-select with exclusion, text. */
export function AdvancedSearchFields({ criteria, form, referenceInput }: Props) {
  const { t } = useTranslation();
  const text = (param: string) => {
    const value = form.values[param];
    return typeof value === 'string' ? value : '';
  };
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      {criteria.flatMap((criterion) => {
        if (criterion.kind === 'choice') {
          const [param] = criterion.params;
          const value = form.values[param];
          return (
            <ChoiceFilter
              key={param}
              label={criterion.label}
              options={criterion.options}
              value={Array.isArray(value) ? value : []}
              onChange={(next) => form.setValue(param, next)}
            />
          );
        }
        if (criterion.kind === 'text') {
          const [param] = criterion.params;
          if (criterion.reference && referenceInput) {
            return (
              <Fragment key={param}>
                {referenceInput({
                  criterion,
                  value: text(param),
                  onChange: (value) => form.setValue(param, value),
                })}
              </Fragment>
            );
          }
          return (
            <TextInput
              key={param}
              label={criterion.label}
              value={text(param)}
              onChange={(event) => form.setValue(param, event.currentTarget.value)}
            />
          );
        }
        const labels = rangeLabels(criterion, (english, values) => t(english, values));
        return criterion.params.map((param, index) => (
          <TextInput
            key={param}
            label={labels[index]}
            type={criterion.kind === 'dateRange' ? 'date' : 'text'}
            inputMode={criterion.kind === 'numberRange' ? 'decimal' : undefined}
            value={text(param)}
            error={form.warnings[param]}
            onChange={(event) => form.setValue(param, event.currentTarget.value)}
          />
        ));
      })}
    </SimpleGrid>
  );
}

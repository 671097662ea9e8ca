import type { FieldOption } from '@lessor/domain/fields';
import { Combobox, Pill, PillsInput, useCombobox } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { choiceState, toggleChoice } from './choice-values.ts';

interface Props {
  label: string;
  options: readonly FieldOption[];
  value: readonly string[];
  onChange(value: string[]): void;
}

/**
 * A multi-select of a search form: a click includes a value, Ctrl-click (or Ctrl+Enter) excludes
 * it, and an excluded value shows struck through (business-areas.md §2).
 */
export function ChoiceFilter({ label, options, value, onChange }: Props) {
  const { t } = useTranslation();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  // Combobox reports the chosen option without its event: remember whether Ctrl was held.
  const excluding = useRef(false);
  const labelOf = (code: string) => options.find((option) => option.value === code)?.label ?? code;

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(chosen) => {
        onChange(toggleChoice(value, chosen, excluding.current));
        excluding.current = false;
      }}
    >
      <Combobox.DropdownTarget>
        <PillsInput
          label={label}
          description={t('Ctrl+click excludes a value')}
          onClick={() => combobox.openDropdown()}
        >
          <Pill.Group>
            {value.map((item) => {
              const excluded = item.startsWith('-');
              const code = excluded ? item.slice(1) : item;
              return (
                <Pill
                  key={item}
                  withRemoveButton
                  removeButtonProps={{ 'aria-label': t('Remove {{value}}', { value: labelOf(code) }) }}
                  onRemove={() => onChange(value.filter((other) => other !== item))}
                  c={excluded ? 'red.9' : undefined}
                  td={excluded ? 'line-through' : undefined}
                >
                  {excluded ? t('not {{value}}', { value: labelOf(code) }) : labelOf(code)}
                </Pill>
              );
            })}
            <Combobox.EventsTarget>
              <PillsInput.Field
                readOnly
                aria-label={label}
                onFocus={() => combobox.openDropdown()}
                onBlur={() => combobox.closeDropdown()}
                onKeyDown={(event) => {
                  excluding.current = event.ctrlKey || event.metaKey;
                  if (event.key === 'Backspace' && value.length > 0) onChange(value.slice(0, -1));
                }}
              />
            </Combobox.EventsTarget>
          </Pill.Group>
        </PillsInput>
      </Combobox.DropdownTarget>
      <Combobox.Dropdown>
        <Combobox.Options>
          {options.map((option) => {
            const state = choiceState(value, option.value);
            return (
              <Combobox.Option
                key={option.value}
                value={option.value}
                active={state !== undefined}
                onMouseDown={(event) => {
                  excluding.current = event.ctrlKey || event.metaKey;
                }}
              >
                {state === 'excluded' ? t('not {{value}}', { value: option.label }) : option.label}
                {state === 'included' ? ' ✓' : ''}
              </Combobox.Option>
            );
          })}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}

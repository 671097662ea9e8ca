import {
  type RegistrationLookupAnswer,
  type RegistrationMatch,
  registrationLookupPath,
} from '@lessor/domain/api';
import { registrationsAfterRegistration } from '@lessor/domain/validation';
import { Checkbox, Combobox, InputBase, Loader, Stack, useCombobox } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiJson } from '../../api/api-client.ts';
import { notifyError } from '../../notifications/notify.ts';
import type { FieldProps } from '../fields/field-props.ts';
import { useInputProps } from '../fields/useInputProps.ts';
import { useFormStore } from '../form/FormStoreContext.tsx';
import { fillFromRegistration } from './fill-from-registration.ts';

/** business-areas.md §9: registration lookup debounce 300 ms; autocomplete from 3 characters. */
const debounceMs = 300;
const minimumLength = 3;
/** Companies, organisations and professionals have a company number to look up. */
const companyTypes: readonly unknown[] = ['C', 'O', 'P'];

/**
 * A person's registration number that looks the company up as it is typed (business-areas.md §7):
 * the registry's companies are offered under the input, and choosing one fills the person's name,
 * legal form, address, activity code and legal data. Ceased companies are hidden when asked. A
 * lookup that fails stops the loading indicator and shows the server's message. A number typed with
 * a trigram names the type of the first registration (business-areas.md §5).
 */
export function RegistrationLookupField(props: FieldProps) {
  const { value, onChange, readOnly } = props;
  const { t } = useTranslation();
  const store = useFormStore();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [matches, setMatches] = useState<RegistrationMatch[]>([]);
  const [loading, setLoading] = useState(false);
  const [activeOnly, setActiveOnly] = useState(false);
  // Only the answer of the latest text typed is shown.
  const latest = useRef(0);

  const lookUp = useDebouncedCallback(async (text: string, hideCeased: boolean) => {
    const call = ++latest.current;
    if (text.trim().length < minimumLength || !companyTypes.includes(store.getValue('type'))) {
      setMatches([]);
      return;
    }
    setLoading(true);
    try {
      const answer = await apiJson<RegistrationLookupAnswer>(
        `${registrationLookupPath('SIR')}${hideCeased ? '?administrativeStatus=ACTIVE' : ''}`,
        { method: 'POST', body: { value: text, personType: store.getValue('type'), withDetails: true } },
      );
      if (call !== latest.current) return;
      setMatches(answer.matches);
      if (answer.matches.length > 0) combobox.openDropdown();
    } catch (error) {
      if (call === latest.current) setMatches([]);
      await notifyError(error);
    } finally {
      if (call === latest.current) setLoading(false);
    }
  }, debounceMs);

  const text = typeof value === 'string' ? value : '';
  return (
    <Stack gap={4}>
      <Combobox
        store={combobox}
        onOptionSubmit={(id) => {
          combobox.closeDropdown();
          const match = matches.find((candidate) => candidate.id === id);
          if (match) fillFromRegistration(store, match.person);
        }}
      >
        <Combobox.Target withExpandedAttribute>
          <InputBase
            {...useInputProps(props)}
            autoComplete="off"
            value={text}
            onChange={(event) => {
              const typed = event.currentTarget.value;
              onChange(typed);
              const registrations = registrationsAfterRegistration(typed, store.getValue('registrations'));
              if (registrations) store.setValue('registrations', registrations);
              lookUp(typed, activeOnly);
            }}
            onClick={() => matches.length > 0 && combobox.openDropdown()}
            rightSection={loading ? <Loader size="xs" role="status" aria-label={t('Loading')} /> : null}
          />
        </Combobox.Target>
        <Combobox.Dropdown hidden={matches.length === 0}>
          <Combobox.Options aria-label={t('Companies found')}>
            {matches.map((match) => (
              <Combobox.Option key={match.id} value={match.id}>
                {match.ceased ? `${match.label} (${t('ceased')})` : match.label}
              </Combobox.Option>
            ))}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
      {!readOnly && (
        <Checkbox
          size="xs"
          label={t('Hide ceased companies')}
          checked={activeOnly}
          onChange={(event) => {
            const checked = event.currentTarget.checked;
            setActiveOnly(checked);
            lookUp(text, checked);
          }}
        />
      )}
    </Stack>
  );
}

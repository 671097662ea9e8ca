import { birthDatePickerYear } from '@lessor/domain/formats';
import { ActionIcon, Popover, TextInput } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormLocale, useFormTimeZone } from '../form/useFormLocale.ts';
import { CalendarIcon } from './CalendarIcon.tsx';
import { dateText, pickerDay, storedDate, withPickedDay } from './date-text.ts';
import type { FieldProps } from './field-props.ts';
import { useInputProps } from './useInputProps.ts';
import { useTypedText } from './useTypedText.ts';

const isoDay = (bound: unknown) => (typeof bound === 'string' ? bound.slice(0, 10) : undefined);

/**
 * Dates and date-times: typed in the locale's order (or 'today', '20240615', ...) or picked in a
 * calendar. Text that is no date stays, so 'Invalid date' shows; birth dates open at year 2000.
 */
export function DateField(props: FieldProps) {
  const { field, path, value, onChange, readOnly, disabled } = props;
  const { t } = useTranslation();
  const locale = useFormLocale();
  const timeZone = useFormTimeZone();
  const [picking, setPicking] = useState(false);
  const { text, onType, onDone } = useTypedText(dateText(value, field.type, locale, timeZone));
  const inputProps = useInputProps(props);
  const minDate = isoDay(field.min);
  const maxDate = isoDay(field.max);
  const shownDay = pickerDay(value, field.type, timeZone);
  const opensAt = shownDay ?? (/birthDate$/.test(path) ? `${birthDatePickerYear}-01-01` : undefined);
  const button = (
    <ActionIcon
      variant="subtle"
      aria-label={t('Open calendar')}
      disabled={readOnly || disabled}
      onClick={() => setPicking((open) => !open)}
    >
      <CalendarIcon />
    </ActionIcon>
  );
  // The popover mounts only while picking: a closed one still measures the page as it loads.
  const calendar = picking ? (
    <Popover opened onChange={setPicking} position="bottom-end" trapFocus>
      <Popover.Target>{button}</Popover.Target>
      <Popover.Dropdown>
        <DatePicker
          value={shownDay}
          {...(opensAt ? { defaultDate: opensAt } : {})}
          {...(minDate ? { minDate } : {})}
          {...(maxDate ? { maxDate } : {})}
          onChange={(day) => {
            if (day) onChange(withPickedDay(day, value, field.type, timeZone));
            setPicking(false);
          }}
        />
      </Popover.Dropdown>
    </Popover>
  ) : (
    button
  );
  return (
    <TextInput
      {...inputProps}
      value={text}
      rightSection={calendar}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        onType(typed);
        onChange(storedDate(typed, field.type, locale, timeZone));
      }}
      onBlur={() => {
        onDone();
        inputProps.onBlur();
      }}
    />
  );
}

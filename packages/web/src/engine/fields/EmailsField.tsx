import { validEmails } from '@lessor/domain/formats';
import { validateEmails } from '@lessor/domain/validation';
import { TagsInput } from '@mantine/core';
import { useState } from 'react';
import type { FieldProps } from './field-props.ts';
import { useInputProps } from './useInputProps.ts';

const asList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/**
 * A list of e-mail addresses: each typed or pasted address is a tag, and only the valid ones are
 * kept (foundation.md §5); a refused one leaves the format message until the next change.
 */
export function EmailsField(props: FieldProps) {
  const { value, onChange } = props;
  const [refused, setRefused] = useState<string | undefined>(undefined);
  const inputProps = useInputProps(props);
  return (
    <TagsInput
      {...inputProps}
      error={inputProps.error ?? refused}
      splitChars={[',', ';', ' ']}
      value={asList(value)}
      onChange={(tags) => {
        const kept = validEmails(tags);
        setRefused(kept.length < tags.length ? validateEmails(tags) : undefined);
        onChange(kept);
      }}
    />
  );
}

import { emailFromPaste } from '@lessor/domain/formats';
import { TextInput } from '@mantine/core';
import type { ClipboardEvent } from 'react';
import type { FieldProps } from './field-props.ts';
import { useInputProps } from './useInputProps.ts';

/** One e-mail address; a paste keeps the first address it holds (foundation.md §5). */
export function EmailField(props: FieldProps) {
  const { value, onChange } = props;
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const email = emailFromPaste(event.clipboardData.getData('text'));
    if (email === undefined) return;
    event.preventDefault();
    onChange(email);
  };
  return (
    <TextInput
      {...useInputProps(props)}
      type="email"
      autoComplete="email"
      value={typeof value === 'string' ? value : ''}
      onPaste={onPaste}
      onChange={(event) => onChange(event.currentTarget.value.trim())}
    />
  );
}

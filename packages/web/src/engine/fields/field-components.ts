import type { FieldType } from '@lessor/domain/fields';
import type { ComponentType } from 'react';
import { CheckboxField } from './CheckboxField.tsx';
import type { FieldProps } from './field-props.ts';
import { ListField } from './ListField.tsx';
import { NumberField } from './NumberField.tsx';
import { ObjectField } from './ObjectField.tsx';
import { SelectField } from './SelectField.tsx';
import { TextareaField } from './TextareaField.tsx';
import { TextField } from './TextField.tsx';

/** The component that edits each field type; a type without one renders 'Unknown type'. */
export const fieldComponents: Partial<Record<FieldType, ComponentType<FieldProps>>> = {
  text: TextField,
  password: TextField,
  email: TextField,
  username: TextField,
  phone: TextField,
  iban: TextField,
  color: TextField,
  date: TextField,
  datetime: TextField,
  textarea: TextareaField,
  markdown: TextareaField,
  number: NumberField,
  integer: NumberField,
  percentage: NumberField,
  currency: NumberField,
  slider: NumberField,
  checkbox: CheckboxField,
  switch: CheckboxField,
  select: SelectField,
  radio: SelectField,
  'grid select': SelectField,
  object: ObjectField,
  list: ListField,
};

import { AddressField } from './AddressField.tsx';
import { CheckboxField } from './CheckboxField.tsx';
import { ColorField } from './ColorField.tsx';
import { DateField } from './DateField.tsx';
import { EmailField } from './EmailField.tsx';
import { EmailsField } from './EmailsField.tsx';
import type { FieldComponents } from './FieldComponentsContext.tsx';
import { FileField } from './FileField.tsx';
import { IbanField } from './IbanField.tsx';
import { ListField } from './ListField.tsx';
import { MarkdownField } from './MarkdownField.tsx';
import { NamedReferencePicker } from './NamedReferencePicker.tsx';
import { NumberField } from './NumberField.tsx';
import { ObjectField } from './ObjectField.tsx';
import { PasswordField } from './PasswordField.tsx';
import { PercentageField } from './PercentageField.tsx';
import { PhoneField } from './PhoneField.tsx';
import { RadioField } from './RadioField.tsx';
import { ReferencePicker } from './ReferencePicker.tsx';
import { SelectField } from './SelectField.tsx';
import { SliderField } from './SliderField.tsx';
import { TextareaField } from './TextareaField.tsx';
import { TextField } from './TextField.tsx';

/**
 * The component that edits each field type of foundation.md §3, by type name; a type without one
 * renders 'Unknown type'. A layout may name another registered type for a field (a switch for a
 * flag, a grid select for a choice).
 */
export const fieldComponents: FieldComponents = {
  text: TextField,
  username: TextField,
  password: PasswordField,
  textarea: TextareaField,
  number: NumberField,
  integer: NumberField,
  currency: NumberField,
  percentage: PercentageField,
  date: DateField,
  datetime: DateField,
  email: EmailField,
  emails: EmailsField,
  phone: PhoneField,
  iban: IbanField,
  checkbox: CheckboxField,
  switch: CheckboxField,
  radio: RadioField,
  file: FileField,
  files: FileField,
  select: SelectField,
  'grid select': RadioField,
  address: AddressField,
  markdown: MarkdownField,
  slider: SliderField,
  color: ColorField,
  object: ObjectField,
  list: ListField,
  // A field naming another record (a declaration's `link`) is picked among that entity's records.
  reference: ReferencePicker,
  // An object naming a record with its name beside it (an organisation) is one picker too.
  'named reference': NamedReferencePicker,
};

import type { FieldComponents } from '../fields/FieldComponentsContext.tsx';
import { RolesField } from '../fields/RolesField.tsx';
import { AddressesField } from './AddressesField.tsx';
import { BankAccountsField } from './BankAccountsField.tsx';
import { ContactsField } from './ContactsField.tsx';
import { RegistrationsField } from './RegistrationsField.tsx';

/**
 * The lists edited in a shared dialog (foundation.md §2), and a person's roles chosen in one
 * multiple select, as widgets a layout names for a list field.
 */
export const listWidgets: FieldComponents = {
  addresses: AddressesField,
  'bank accounts': BankAccountsField,
  contacts: ContactsField,
  registrations: RegistrationsField,
  roles: RolesField,
};

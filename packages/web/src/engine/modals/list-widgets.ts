import type { FieldComponents } from '../fields/FieldComponentsContext.tsx';
import { RolesField } from '../fields/RolesField.tsx';
import { PersonUsernameField } from '../person-user/PersonUsernameField.tsx';
import { AddressesField } from './AddressesField.tsx';
import { BankAccountsField } from './BankAccountsField.tsx';
import { ContactsField } from './ContactsField.tsx';
import { RegistrationLookupField } from './RegistrationLookupField.tsx';
import { RegistrationsField } from './RegistrationsField.tsx';

/**
 * The lists edited in a shared dialog (foundation.md §2), a person's roles chosen in one multiple
 * select, the person's registration number that looks its company up and its username checked as
 * it is left, as widgets a layout names for a field.
 */
export const listWidgets: FieldComponents = {
  addresses: AddressesField,
  'bank accounts': BankAccountsField,
  contacts: ContactsField,
  registrations: RegistrationsField,
  roles: RolesField,
  'registration lookup': RegistrationLookupField,
  'person username': PersonUsernameField,
};

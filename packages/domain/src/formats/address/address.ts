/** The address fields a text fills; every other address field is kept as given. */
export interface AddressLines {
  address1: string | null;
  address2: string | null;
  zipcode: string | null;
  city: string | null;
  country: string | null;
}

/** An address record (foundation.md §3), loosely typed: configured extras are allowed. */
export interface Address extends Partial<AddressLines> {
  type?: string | null;
  addressLine?: string | null;
  [field: string]: unknown;
}

export const defaultAddressType = 'MAIN';

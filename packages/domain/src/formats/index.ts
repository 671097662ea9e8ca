/** Formats and validations of the specification (foundation.md §5): IBAN, ids, contacts, dates, addresses, amounts. */
export {};

/**
 * The error catalogue: every error the server answers carries one of these codes.
 * Codes and statuses come from the specification (foundation.md §8); `$` marks a placeholder,
 * filled in order by the error's parameters. The last group holds the transport-level codes
 * that the specification does not name (unknown route, unauthenticated, body too large, ...).
 */
export const errorCatalogue = {
  EMPTY_AGGREGATE_PIPELINE: { status: 400, message: 'Aggregate pipeline must not be empty' },
  EMPTY_BODY_ARRAY: { status: 400, message: 'Body array must not be empty' },
  ENTITY_REGISTRATION_NOT_FOUND: { status: 404, message: '$ "$" not found' },
  INVALID_ARRAY_OR_FUNCTION_FIELD: { status: 400, message: "Field '$' must be an array or a function" },
  INVALID_ARRAY_FIELD: { status: 400, message: "Field '$' must be an array" },
  INVALID_BODY_ARRAY: { status: 400, message: 'Body must be an array' },
  INVALID_DATE: { status: 400, message: 'Invalid date $' },
  INVALID_DATE_FIELD: { status: 400, message: "Field '$' must be a date" },
  INVALID_FIELD_VALUE: { status: 400, message: "Invalid value '$' for field '$'" },
  INVALID_FIELD_IN_HEADERS: { status: 400, message: "Invalid field '$' in headers" },
  INVALID_FIELD_IN_QUERY: { status: 400, message: "Invalid field '$' in query" },
  INVALID_FIELD_IN_BODY: { status: 400, message: "Invalid field '$' in body" },
  INVALID_FIELD_IN_PATH: { status: 400, message: "Invalid field '$' in path" },
  INVALID_FIELD_IN_CONFIG: { status: 400, message: "Invalid field '$' in configuration" },
  INVALID_FILE_EXTENSION: { status: 400, message: 'Invalid file extension $' },
  INVALID_IBAN: { status: 400, message: 'IBAN is invalid' },
  INVALID_JSON_FIELD: { status: 400, message: "Field '$' must be valid JSON" },
  INVALID_INTEGER_FIELD: { status: 400, message: "Field '$' must be an integer" },
  INVALID_NON_EMPTY_STRING_FIELD: { status: 400, message: "Field '$' must be a non-empty string" },
  INVALID_NON_EMPTY_OBJECT_FIELD: { status: 400, message: "Field '$' must be a non-empty object" },
  INVALID_NUMBER_FIELD: { status: 400, message: "Field '$' must be a number" },
  INVALID_POSITIVE_NUMBER_FIELD: { status: 400, message: "Field '$' must be a positive number" },
  INVALID_PERIOD: { status: 400, message: 'Invalid period $' },
  INVALID_STRING_FIELD: { status: 400, message: "Field '$' must be a string" },
  INVALID_XML: { status: 400, message: 'Invalid XML' },
  MISSING_BODY_PAYLOAD: { status: 400, message: 'Missing body payload' },
  MISSING_CONFIG: { status: 400, message: 'Missing configuration $' },
  MISSING_FIELD_IN_BODY: { status: 400, message: "Field '$' is missing in body" },
  MISSING_FIELD_IN_CONFIG: { status: 400, message: "Field '$' is missing in configuration" },
  MISSING_FIELD_IN_QUERY: { status: 400, message: "Field '$' is missing in query" },
  MISSING_FIELD_IN_ARGS: { status: 400, message: "Field '$' is missing in arguments" },
  MISSING_FILE_IN_REQUEST: { status: 400, message: 'Missing file in request' },
  MISSING_LOCALE: { status: 400, message: 'Missing locale' },
  MISSING_MANDATORY_QUERY_FIELDS: { status: 400, message: 'Missing mandatory query fields $' },
  UNAVAILABLE_SOFTWARE: { status: 500, message: 'Unavailable software $' },
  UNSUPPORTED_ENTITY: { status: 400, message: 'Unsupported entity $' },
  VALUE_ALREADY_EXISTS: { status: 400, message: "Value '$' already exists for field '$'" },
  STATUS_PATCH_PROHIBITED: { status: 400, message: 'Status cannot be patched, use a workflow transition' },

  // Transport-level codes, beyond the specification's catalogue.
  ROUTE_NOT_FOUND: { status: 404, message: 'Route $ $ not found' },
  BODY_TOO_LARGE: { status: 413, message: 'Body is larger than $ bytes' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Unsupported content type $' },
  UNAUTHENTICATED: { status: 401, message: 'Session has expired' },
  INVALID_TOKEN: { status: 401, message: 'Token is invalid, expired or already used' },
  TOO_MANY_REQUESTS: { status: 429, message: 'Too many requests, retry in $' },
  INTERNAL_ERROR: { status: 500, message: 'Internal error, reference $' },

  // Finance errors
  INVALID_CASHFLOWS: { status: 400, message: 'Invalid cashflows: $' },
  INVALID_CASHFLOW_DATES: { status: 400, message: 'Invalid cashflow dates: $' },
  ALL_TRANSACTIONS_SAME_DAY: { status: 400, message: 'All transactions are on the same day' },
  ALL_CASHFLOWS_POSITIVE: {
    status: 400,
    message: 'All cashflows are positive, one at least must be negative',
  },
  ALL_CASHFLOWS_NEGATIVE: {
    status: 400,
    message: 'All cashflows are negative, one at least must be positive',
  },
  NO_CONVERGENCE: { status: 400, message: 'No convergence: $' },
  NO_ACCEPTABLE_RESULT: { status: 400, message: 'No acceptable result: $' },
  NO_VALID_CALENDAR_DATE: { status: 400, message: 'No valid calendar date after 1000 tries from $' },

  // Identity and access
  FORBIDDEN: { status: 403, message: "Permission '$' is required" },
  USER_NOT_FOUND: { status: 404, message: 'User "$" not found' },
  USER_PREFERENCE_NOT_FOUND: { status: 404, message: 'Preference "$" not found' },
  INVALID_TOTP_CODE: { status: 401, message: 'Invalid authentication code' },
  IDENTITY_PROVIDER_NOT_FOUND: { status: 404, message: 'Identity provider "$" not found' },
  OIDC_LOGIN_FAILED: { status: 401, message: 'Cannot authenticate user with OIDC' },
  SAML_LOGIN_FAILED: { status: 401, message: 'Cannot authenticate user with SAML' },
  HOST_NOT_FOUND: { status: 404, message: 'Host "$" not found' },
  KEY_VALUE_NOT_FOUND: { status: 404, message: 'Key "$" not found' },

  // Entity engine: concurrency, idempotency and workflows.
  VERSION_CONFLICT: { status: 409, message: '$ "$" was changed meanwhile: version $ is current, not $' },
  IDEMPOTENCY_KEY_REUSED: { status: 400, message: 'Idempotency key $ was already used for another request' },
  TRANSITION_NOT_ALLOWED: { status: 400, message: 'Transition "$" is not allowed for $ "$" in status $' },
  // Background work (processing.ts): an action the job's status does not allow.
  ACTION_NOT_ALLOWED: { status: 409, message: 'Action $ is not allowed for $ "$" in status $' },
  PROSPECT_ALREADY_CONVERTED: { status: 409, message: 'Prospect "$" is already converted into person "$"' },
  // Collections (docs/collections.md)
  NO_CREDITOR_ACCOUNT: {
    status: 409,
    message: 'No bank account of the company has a SEPA creditor identifier',
  },
  CREDITOR_IDENTIFIER_MISSING: { status: 409, message: 'Bank account "$" has no SEPA creditor identifier' },
  NOTHING_TO_COLLECT: { status: 409, message: 'No invoice due by $ can be collected by direct debit' },
  NO_DEBTOR_ACCOUNT: { status: 409, message: 'No bank account of the company can pay by transfer' },
  DEBTOR_ACCOUNT_UNUSABLE: {
    status: 409,
    message: 'Bank account "$" cannot pay by transfer: it is no active account of the company with an IBAN',
  },
  NOTHING_TO_PAY: { status: 409, message: 'No payable invoice due by $ can be paid by transfer' },
  NOT_A_BANK_STATEMENT: {
    status: 400,
    message: 'This file is neither a camt.053 bank statement nor a camt.054 notification',
  },
  UNKNOWN_STATEMENT_ACCOUNT: { status: 409, message: 'No bank account of the company has IBAN $' },
  STATEMENT_ALREADY_IMPORTED: {
    status: 409,
    message: 'Statement "$" of account $ was already imported as $',
  },
  STATEMENT_BALANCE_MISMATCH: { status: 400, message: 'Statement "$" does not add up: $' },
  MANDATE_NOT_ON_ACCOUNT: {
    status: 409,
    message: 'Mandate "$" is on no bank account of $ any more: add it back on the person first',
  },
  MANDATE_STILL_ON_ACCOUNT: {
    status: 409,
    message: 'Mandate "$" is still on a bank account of $: remove it there',
  },
  STATEMENT_INBOX_NOT_SET: {
    status: 409,
    message: 'This server has no inbox of bank statements: its administrator sets LESSOR_STATEMENT_INBOX',
  },
  ALLOCATION_EXCEEDS_PAYMENT: {
    status: 409,
    message: 'Allocating $ exceeds the $ left of bank transaction "$"',
  },
  PAYMENT_DIRECTION_MISMATCH: {
    status: 409,
    message: 'Bank transaction "$" is money $ and cannot settle invoice "$", which is $',
  },
  ALLOCATION_EXCEEDS_BALANCE: {
    status: 409,
    message: 'Allocating $ to invoice "$" exceeds the $ it still owes',
  },

  // Treasury (docs/treasury.md): transfers between the company's accounts, overdrafts, arbitrations.
  INVALID_AMOUNT_FIELD: { status: 400, message: "Field '$' must be an amount $, with at most $ decimals" },
  TRANSFER_SAME_ACCOUNT: {
    status: 400,
    message: 'A transfer moves money between two accounts: bank account "$" cannot receive its own',
  },
  BANK_ACCOUNT_INACTIVE: { status: 409, message: 'Bank account "$" is not active' },
  NOT_A_COMPANY_ACCOUNT: {
    status: 409,
    message: 'Bank account "$" belongs to person $: only the company\'s own accounts take part',
  },
  CURRENCY_MISMATCH: { status: 409, message: '$ "$" is in $ but $ "$" is in $' },
  OVERDRAFT_EXCEEDED: {
    status: 409,
    message:
      'Moving $ out of bank account "$" would take its balance from $ to $, beyond its authorised overdraft of $',
  },
  SAME_FUND_ARBITRATION: {
    status: 400,
    message: 'An arbitration moves refinancing between two funds: fund "$" cannot take its own',
  },
  FUND_NOT_ACTIVE: { status: 409, message: 'Fund "$" is $: only active funds take part in an arbitration' },
  ARBITRATION_EXCEEDS_OUTSTANDING: { status: 409, message: 'Moving $ exceeds the $ fund "$" carries' },
  ARBITRATION_EXCEEDS_FUNDING: {
    status: 409,
    message: 'Moving $ exceeds the $ of contract "$" that fund "$" refinances',
  },
  ARBITRATION_EXCEEDS_AVAILABLE: { status: 409, message: 'Moving $ exceeds the $ fund "$" has available' },

  // Database availability: the request may succeed once the database answers again.
  DATABASE_UNAVAILABLE: { status: 503, message: 'The database is unavailable, retry in a moment' },
  // Administrators' accounts
  LAST_ACTIVE_ADMIN: {
    status: 409,
    message: 'User "$" is the last active administrator of the tenant: make another one first',
  },
  // One's own MFA is turned off by enrolling again, which asks for the current code.
  OWN_MFA_RESET: {
    status: 409,
    message: 'Your own MFA is reset by setting it up again, with your current code',
  },
  // Input the database cannot keep.
  TEXT_TOO_LONG: { status: 400, message: "Field '$' is too long to be indexed: at most $ bytes" },
  // Identity providers: which issuers the server calls.
  OIDC_ISSUER_REFUSED: { status: 400, message: 'Issuer $ is refused: $' },
  // Audit trail and secrets at rest
  APPEND_ONLY: { status: 405, message: '$ records cannot be changed' },
  // Exports and storage: limits that keep one tenant from taking the server from the others.
  EXPORT_TOO_LARGE: { status: 413, message: 'An export holds at most $ $' },
  STORAGE_QUOTA_EXCEEDED: { status: 413, message: 'Storage quota of $ bytes exceeded' },
  // Storage containers (docs/object-storage.md): where documents' bytes are kept.
  STORAGE_CONTAINER_NOT_FOUND: { status: 404, message: 'No storage container "$"' },
  STORAGE_CONTAINER_IN_USE: {
    status: 409,
    message: 'Storage container "$" holds $ file(s): it is kept while they are',
  },
  STORAGE_UNAVAILABLE: { status: 502, message: 'The storage container "$" did not answer as expected: $' },
  STORAGE_OBJECT_MISSING: { status: 404, message: 'The file "$" is missing from the storage container "$"' },
  DOCUMENT_WITHOUT_CONTENT: { status: 404, message: 'The document "$" has no file' },
  // Tenant scripts (docs/scripts.md): run in a sandbox, stopped at their limits.
  SCRIPT_NOT_FOUND: { status: 404, message: 'No script "$"' },
  SCRIPT_WITHOUT_EXECUTE: { status: 422, message: 'Script $ does not have an execute() function' },
  SCRIPT_FAILED: { status: 422, message: 'Script $ failed: $' },
  // A script's own refusal (`context.refuse(message)`): its message, as the tenant wrote it.
  SCRIPT_REFUSED: { status: 422, message: '$' },
  SCRIPT_TIME_LIMIT: { status: 422, message: 'Script $ ran past its time limit of $ ms and was stopped' },
  SCRIPT_MEMORY_LIMIT: {
    status: 422,
    message: 'Script $ used more than its $ bytes of memory and was stopped',
  },
  SCRIPT_OUTPUT_LIMIT: { status: 413, message: 'Script $ answered or logged more than $ bytes' },
  SHEET_TOO_LARGE: { status: 413, message: 'A sheet read at once holds at most $ rows' },
  SELECTION_TOO_LARGE: { status: 413, message: 'A transition runs on at most $ records at once' },
  // Documents turned into PDF or stamped (foundation.md §5): a file the converter cannot read, or too slow.
  CONVERSION_FAILED: { status: 422, message: 'The file "$" could not be converted: $' },
  CONVERSION_TOO_LONG: { status: 422, message: 'Converting "$" took more than $ seconds and was stopped' },
  // A record printed with a built-in layout (docs/printing.md) that has nothing for it to show.
  // A tenant's Word template (a Report of type DOCUMENT) that cannot be filled.
  TEMPLATE_INVALID: { status: 422, message: 'The template "$" cannot be filled: $' },
  NOTHING_TO_PRINT: { status: 422, message: "The record '$' has nothing to print with '$'" },
  // A partner's self-registration link: unknown, expired, or already used to register.
  INVITATION_NOT_FOUND: { status: 404, message: 'This invitation link is not valid or has expired' },
  INVITATION_ALREADY_USED: { status: 409, message: 'This invitation has already been used to register' },
  // HTTP transport: requests the HTTP server refuses before any route reads them.
  URI_TOO_LONG: { status: 414, message: 'The address is longer than the server reads' },
  HEADERS_TOO_LARGE: { status: 431, message: 'The request headers are larger than the server reads' },
  REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive' },
  MALFORMED_REQUEST: { status: 400, message: 'The request is not valid HTTP' },
  // Rates: a rate outside the tenant's plausible range for its kind (tenant-config `rateRanges`).
  RATE_OUT_OF_RANGE: { status: 400, message: "Rate '$' of field '$' is outside the plausible range" },
  // Integrity of records: a record still named by others stays, and so does one past its draft.
  STILL_REFERENCED: { status: 409, message: '$ "$" cannot be deleted: $ still refer to it' },
  NOT_DELETABLE_IN_STATUS: { status: 409, message: '$ "$" cannot be deleted in status $' },
  READ_ONLY_IN_STATUS: {
    status: 409,
    message: '$ "$" is read-only in status $: only a workflow transition changes it',
  },
  // Vehicle catalogue (business-areas.md §5 and §7): providers per tenant, the regressor.
  CATALOG_REGRESSOR_NAMES_MISSING: {
    status: 400,
    message: 'The regressor needs both model name and manufacturer name',
  },
  CATALOG_NOT_CONFIGURED: { status: 404, message: 'No catalogue $ is configured for this tenant' },
  CATALOG_ITEM_NOT_FOUND: { status: 404, message: 'Catalogue $ has no $ "$"' },
  CATALOG_CREDENTIALS_MISSING: {
    status: 400,
    message: 'Catalogue $ has no API key: an administrator sets it',
  },
  CATALOG_UNAVAILABLE: { status: 502, message: 'Catalogue $ did not answer as expected: $' },
  ADDRESS_LOOKUP_UNAVAILABLE: { status: 502, message: 'The address provider did not answer as expected: $' },
  ADDRESS_PLACE_NOT_FOUND: { status: 404, message: 'The address provider knows no place "$"' },
  ADDRESS_LOOKUP_REQUEST: {
    status: 400,
    message: 'An address lookup asks for one of search, placeId or coordinates',
  },
  // Company registration lookup of the person form (business-areas.md §7): the spec names no codes.
  REGISTRATION_LOOKUP_TYPE_UNKNOWN: {
    status: 400,
    message: 'Registration type $ cannot be looked up: use SIR or EVA',
  },
  REGISTRATION_LOOKUP_UNAVAILABLE: {
    status: 502,
    message: 'The company registry did not answer as expected: $',
  },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCatalogue;

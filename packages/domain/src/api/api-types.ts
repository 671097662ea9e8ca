/** Bookkeeping fields the server adds to every record; never accepted from a client. */
export const recordMetaFields = [
  '_id',
  '_version',
  '_insertDate',
  '_insertUser',
  '_updateDate',
  '_updateUser',
  '_secretsSet',
] as const;

/** A record as the API answers it: the declared fields plus the bookkeeping ones. */
export interface EntityRecord {
  _id: string;
  _version: number;
  _insertDate: string;
  _insertUser: string;
  _updateDate: string;
  _updateUser: string;
  /** The password fields holding a value: their values are never answered. */
  _secretsSet?: string[];
  registration: string;
  name?: string | null;
  status?: string | null;
  type?: string | null;
  [field: string]: unknown;
}

/** `POST /api/core/auth/token/login` */
export interface TokenLoginRequest {
  token: string;
}

/** The signed-in user, as `GET /api/core/users/current` answers. */
export interface CurrentUser {
  username: string;
  tenant: string;
  firstName: string | null;
  lastName: string | null;
  isAdmin: boolean;
  isMainAdmin: boolean;
  isSuperAdmin: boolean;
  locale: string;
  profiles: string[];
  personRegistration: string | null;
  partnerRegistration: string | null;
  orgaRegistration: string | null;
}

/** Paths of the calls the web application makes outside the generic entity routes. */
export const apiPaths = {
  ping: '/api/core/ping',
  tokenLogin: '/api/core/auth/token/login',
  currentUser: '/api/core/users/current',
  logout: '/api/core/auth/logout',
  totpLogin: '/api/core/auth/totp/login',
  users: '/api/core/users',
  userConfiguration: '/api/script/runs/user-configuration',
  runBilling: '/api/script/runs/run-billing',
  directDebitFiles: '/api/bank/payment-files/direct-debits',
  creditTransferFiles: '/api/bank/payment-files/credit-transfers',
  bankStatementImports: '/api/bank/bank-statements/imports',
  internalTransfers: '/api/bank/bank-accounts/transfers',
  fundArbitrations: '/api/financing/funds/arbitrations',
  onboardPartner: '/api/script/runs/onboard-partner',
  quickAddRelations: '/api/script/runs/quick-add-relations',
  excelExport: '/api/report/excel',
  sheetRows: '/api/report/sheet-rows',
  scriptRunTokens: '/api/script/run-tokens',
} as const;

/** `POST apiPaths.scriptRunTokens`: a token that runs the script of this name in a new tab. */
export interface ScriptRunTokenRequest {
  name: string;
}

/** The answer: `GET /api/script/runs/{name}?token=` runs it as the caller until `expiresAt` (a minute). */
export interface ScriptRunToken {
  token: string;
  expiresAt: string;
}

/**
 * Where a list's rows are exported as an Excel file: the entity is named in the query, so reading
 * it is checked before the body is read.
 * @example excelExportPath('Invoice') // '/api/report/excel?entity=Invoice'
 */
export const excelExportPath = (entityName: string) =>
  `${apiPaths.excelExport}?entity=${encodeURIComponent(entityName)}`;

/**
 * Where a clerk allocates a bank transaction to invoices by hand (the reconciliation screen).
 * @example bankTransactionAllocationsPath('0192…') // '/api/bank/bank-transactions/0192…/allocations'
 */
export const bankTransactionAllocationsPath = (transactionId: string) =>
  `/api/bank/bank-transactions/${transactionId}/allocations`;

/** What importing a statement did with its transactions. */
export interface StatementImportCounts {
  transactions: number;
  /** Allocated without a clerk. */
  matched: number;
  /** Direct debits the payer's bank sent back: their invoices are open again. */
  returned: number;
  /** Waiting in the reconciliation screen. */
  toReconcile: number;
}

/** `POST /api/bank/bank-statements/imports` answers the BankStatement made, with its counts. */
export type ImportedBankStatement = EntityRecord & { counts: StatementImportCounts };

/** `POST bankTransactionAllocationsPath(id)`: the invoices a payment settles, and how much of each. */
export interface AllocationRequest {
  allocations: { invoiceRegistration: string; amount: string }[];
}

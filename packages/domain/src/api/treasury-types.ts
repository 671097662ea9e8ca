import type { EntityRecord } from './api-types.ts';

/**
 * Where an account's authorised overdraft is set (the set-overdraft screen).
 * @example bankAccountOverdraftPath('BKA00000001') // '/api/bank/bank-accounts/BKA00000001/overdraft'
 */
export const bankAccountOverdraftPath = (accountId: string) =>
  `/api/bank/bank-accounts/${accountId}/overdraft`;

/** A day as the treasury calls take it: `2026-05-06`. */
type IsoDay = string;

/** `POST apiPaths.internalTransfers`: money moved from one of the company's accounts to another. */
export interface InternalTransferRequest {
  /** Registration or id of the account debited. */
  fromAccount: string;
  /** Registration or id of the account credited. */
  toAccount: string;
  /** A decimal amount above zero: `1000.00`. */
  amount: string;
  date: IsoDay;
  label?: string;
}

/** The transfer written: its two legs, sharing `transferId`, and both accounts as they now are. */
export interface InternalTransfer {
  transferId: string;
  debit: EntityRecord;
  credit: EntityRecord;
  fromAccount: EntityRecord;
  toAccount: EntityRecord;
}

/** `POST bankAccountOverdraftPath(id)`: the overdraft the bank authorises, until a day or without end. */
export interface OverdraftRequest {
  /** A decimal amount, zero or more: `5000.00`; zero takes the overdraft away. */
  limit: string;
  validUntil?: IsoDay | null;
}

/**
 * `POST apiPaths.fundArbitrations`: refinancing moved from one fund to another, a contract's when
 * it is named, else part of the source fund's outstanding.
 */
export interface FundArbitrationRequest {
  fromFund: string;
  toFund: string;
  /** A decimal amount above zero: `250000.00`. */
  amount: string;
  /** Registration of the contract whose refinancing moves. */
  contract?: string;
  date: IsoDay;
}

/** The arbitration written: both funds as they now are, its bank operations and the fundings it wrote. */
export interface FundArbitration {
  transferId: string;
  fromFund: EntityRecord;
  toFund: EntityRecord;
  operations: EntityRecord[];
  fundings: EntityRecord[];
}

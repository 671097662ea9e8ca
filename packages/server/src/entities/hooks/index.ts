import { assetLinesHooks } from './asset-lines/derive-asset-lines.hooks.ts';
import { bankTransactionHooks } from './bank-transaction/bank-transaction.hooks.ts';
import { contractHooks } from './contract/contract.hooks.ts';
import { documentHooks } from './document/document.hooks.ts';
import type { EntityHooksRegistry } from './entity-hooks.ts';
import { indiceHooks } from './indice/indice.hooks.ts';
import { paymentFileHooks } from './payment-file/payment-file.hooks.ts';
import { personHooks } from './person/person.hooks.ts';
import { prospectHooks } from './prospect/prospect.hooks.ts';
import { scriptHooks } from './script/script.hooks.ts';
import { sepaHooks } from './sepa/sepa.hooks.ts';

/** Hooks by entity name; an entity without special behaviour has none. */
export const entityHooks: EntityHooksRegistry = {
  AssetLot: assetLinesHooks,
  BankTransaction: bankTransactionHooks,
  Contract: contractHooks,
  CreditLine: assetLinesHooks,
  Deal: assetLinesHooks,
  Document: documentHooks,
  Indice: indiceHooks,
  PaymentFile: paymentFileHooks,
  Person: personHooks,
  Prospect: prospectHooks,
  Script: scriptHooks,
  Sepa: sepaHooks,
};

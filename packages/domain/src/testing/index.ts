import { entities } from '../entities/registry.ts';
import { throwawayEntity } from './throwaway/throwaway.entity.ts';

export {
  type BankStatementFileContent,
  type BankStatementFileEntry,
  type BankTransactionCode,
  type CollectionStatementOptions,
  camt053Xml,
  statementAfterCollection,
} from './bank-statement-file.ts';
export { throwawayEntity } from './throwaway/throwaway.entity.ts';

/** The registry with one line more, the throwaway entity: what the contract tests run over. */
export const entitiesWithThrowaway = [...entities, throwawayEntity];

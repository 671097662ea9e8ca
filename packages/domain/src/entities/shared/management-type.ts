import type { FieldDefinition } from '../../fields/field-definition.ts';
import { choice } from './field-builders.ts';

/**
 * Who a financing file or a fund is managed for: the lessor itself, or a third party under a
 * management mandate. One list, shared by contracts, deals and funds.
 */
export const managementType = (): FieldDefinition =>
  choice('Management type', 'managementType', ['OWN_ACCOUNT', 'THIRD_PARTY']);

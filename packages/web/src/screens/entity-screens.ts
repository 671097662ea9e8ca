import type { EntityDefinition } from '@lessor/domain/entities';
import { agreementScreens } from './agreement/agreement.screens.ts';
import {
  assetCatalogItemScreens,
  assetServiceCatalogItemScreens,
} from './asset-catalog-item/asset-catalog-item.screens.ts';
import { bankStatementScreens } from './bank-statement/bank-statement.screens.ts';
import type { EntityScreens } from './entity-screens-definition.ts';
import { importScreens } from './import/import.screens.ts';
import { invoiceScreens } from './invoice/invoice.screens.ts';
import { paymentFileScreens } from './payment-file/payment-file.screens.ts';
import { productScreens } from './product/product.screens.ts';

/** The entities with a folder of their own under `screens/`: one line each, the folder says the rest. */
const entityScreens: readonly EntityScreens[] = [
  agreementScreens,
  assetCatalogItemScreens,
  assetServiceCatalogItemScreens,
  bankStatementScreens,
  importScreens,
  invoiceScreens,
  paymentFileScreens,
  productScreens,
];

/** What an entity's own folder adds to its generic pages; nothing for most entities. */
export function screensOf(entity: EntityDefinition): EntityScreens | undefined {
  return entityScreens.find((screens) => screens.entity === entity.name);
}

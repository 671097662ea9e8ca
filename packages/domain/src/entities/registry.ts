import { accessLogEntity } from './access-log/access-log.entity.ts';
import { accessStatEntity } from './access-stat/access-stat.entity.ts';
import { accessTenantStatEntity } from './access-tenant-stat/access-tenant-stat.entity.ts';
import { accountingCatalogItemEntity } from './accounting-catalog-item/accounting-catalog-item.entity.ts';
import { agreementEntity } from './agreement/agreement.entity.ts';
import { amendmentEntity } from './amendment/amendment.entity.ts';
import { amendmentCatalogItemEntity } from './amendment-catalog-item/amendment-catalog-item.entity.ts';
import { assetEntity } from './asset/asset.entity.ts';
import { assetCatalogItemEntity } from './asset-catalog-item/asset-catalog-item.entity.ts';
import { assetExpenseEntity } from './asset-expense/asset-expense.entity.ts';
import { assetLotEntity } from './asset-lot/asset-lot.entity.ts';
import { assetServiceCatalogItemEntity } from './asset-service-catalog-item/asset-service-catalog-item.entity.ts';
import { auditEntity } from './audit/audit.entity.ts';
import { bankAccountEntity } from './bank-account/bank-account.entity.ts';
import { bankOperationEntity } from './bank-operation/bank-operation.entity.ts';
import { bankStatementEntity } from './bank-statement/bank-statement.entity.ts';
import { bankTransactionEntity } from './bank-transaction/bank-transaction.entity.ts';
import { batchEntity } from './batch/batch.entity.ts';
import { bookingEntity } from './booking/booking.entity.ts';
import { budgetEntity } from './budget/budget.entity.ts';
import { campaignEntity } from './campaign/campaign.entity.ts';
import { campaignContactEntity } from './campaign-contact/campaign-contact.entity.ts';
import { camtEntity } from './camt/camt.entity.ts';
import { caseEntity } from './case/case.entity.ts';
import { cashflowEntity } from './cashflow/cashflow.entity.ts';
import { cashflowAllocationEntity } from './cashflow-allocation/cashflow-allocation.entity.ts';
import { claimEntity } from './claim/claim.entity.ts';
import { collateralEntity } from './collateral/collateral.entity.ts';
import { committeeEntity } from './committee/committee.entity.ts';
import { communicationEntity } from './communication/communication.entity.ts';
import { contractEntity } from './contract/contract.entity.ts';
import { contractElementEntity } from './contract-element/contract-element.entity.ts';
import { contractLotEntity } from './contract-lot/contract-lot.entity.ts';
import { creditLineEntity } from './credit-line/credit-line.entity.ts';
import { currencyEntity } from './currency/currency.entity.ts';
import { dealEntity } from './deal/deal.entity.ts';
import { depreciationScheduleEntity } from './depreciation-schedule/depreciation-schedule.entity.ts';
import { documentEntity } from './document/document.entity.ts';
import { documentationEntity } from './documentation/documentation.entity.ts';
import { dtxnEntity } from './dtxn/dtxn.entity.ts';
import type { EntityDefinition } from './entity-definition.ts';
import { externalContractEntity } from './external-contract/external-contract.entity.ts';
import { externalDataEntity } from './external-data/external-data.entity.ts';
import { featureFlagEntity } from './feature-flag/feature-flag.entity.ts';
import { featureFlagItemEntity } from './feature-flag-item/feature-flag-item.entity.ts';
import { financingServiceEntity } from './financing-service/financing-service.entity.ts';
import { flowEntity } from './flow/flow.entity.ts';
import { fundEntity } from './fund/fund.entity.ts';
import { fundingEntity } from './funding/funding.entity.ts';
import { historyEntity } from './history/history.entity.ts';
import { importEntity } from './import/import.entity.ts';
import { indexEntity } from './index/index.entity.ts';
import { indiceEntity } from './indice/indice.entity.ts';
import { inspectionEntity } from './inspection/inspection.entity.ts';
import { inventoryEntity } from './inventory/inventory.entity.ts';
import { invoiceEntity } from './invoice/invoice.entity.ts';
import { invoiceLineEntity } from './invoice-line/invoice-line.entity.ts';
import { locationEntity } from './location/location.entity.ts';
import { mailEntity } from './mail/mail.entity.ts';
import { maintenanceEntity } from './maintenance/maintenance.entity.ts';
import { mappingEntity } from './mapping/mapping.entity.ts';
import { metricEntity } from './metric/metric.entity.ts';
import { metricRecordEntity } from './metric-record/metric-record.entity.ts';
import { noteEntity } from './note/note.entity.ts';
import { organizationEntity } from './organization/organization.entity.ts';
import { paymentFileEntity } from './payment-file/payment-file.entity.ts';
import { paymentFileLineEntity } from './payment-file-line/payment-file-line.entity.ts';
import { personEntity } from './person/person.entity.ts';
import { personAmendmentEntity } from './person-amendment/person-amendment.entity.ts';
import { postingEntity } from './posting/posting.entity.ts';
import { postingEventEntity } from './posting-event/posting-event.entity.ts';
import { privateEquityAssetEntity } from './private-equity-asset/private-equity-asset.entity.ts';
import { privateEquityOperationEntity } from './private-equity-operation/private-equity-operation.entity.ts';
import { privateEquityTransactionEntity } from './private-equity-transaction/private-equity-transaction.entity.ts';
import { productEntity } from './product/product.entity.ts';
import { productCatalogItemEntity } from './product-catalog-item/product-catalog-item.entity.ts';
import { productElementCatalogItemEntity } from './product-element-catalog-item/product-element-catalog-item.entity.ts';
import { productTableEntity } from './product-table/product-table.entity.ts';
import { projectEntity } from './project/project.entity.ts';
import { prospectEntity } from './prospect/prospect.entity.ts';
import { questionEntity } from './question/question.entity.ts';
import { quotationEntity } from './quotation/quotation.entity.ts';
import { reportEntity } from './report/report.entity.ts';
import { ruleEntity } from './rule/rule.entity.ts';
import { scoreEntity } from './score/score.entity.ts';
import { scriptEntity } from './script/script.entity.ts';
import { scriptLogEntity } from './script-log/script-log.entity.ts';
import { sepaEntity } from './sepa/sepa.entity.ts';
import { sheetEntity } from './sheet/sheet.entity.ts';
import { systemEventEntity } from './system-event/system-event.entity.ts';
import { systemLogEntity } from './system-log/system-log.entity.ts';
import { taskEntity } from './task/task.entity.ts';
import { taxEntity } from './tax/tax.entity.ts';
import { ticketEntity } from './ticket/ticket.entity.ts';
import { timeEntryEntity } from './time-entry/time-entry.entity.ts';
import { tmpCollectionEntity } from './tmp-collection/tmp-collection.entity.ts';
import { voteEntity } from './vote/vote.entity.ts';
import { votingEntity } from './voting/voting.entity.ts';

/**
 * Every declared entity of the catalogue (foundation.md §3). Adding an entity means adding its
 * declaration here. User, UserPreference, Tenant, KeyValue and Locale are served by the identity
 * and shell modules; List is the reference-list store; Counter is the registration counters table (`GET /api/script/lists`).
 */
export const entities: readonly EntityDefinition[] = [
  accessLogEntity,
  accessStatEntity,
  accessTenantStatEntity,
  accountingCatalogItemEntity,
  agreementEntity,
  amendmentEntity,
  amendmentCatalogItemEntity,
  assetEntity,
  assetCatalogItemEntity,
  assetExpenseEntity,
  assetLotEntity,
  assetServiceCatalogItemEntity,
  auditEntity,
  bankAccountEntity,
  bankOperationEntity,
  bankStatementEntity,
  bankTransactionEntity,
  batchEntity,
  bookingEntity,
  budgetEntity,
  campaignEntity,
  campaignContactEntity,
  camtEntity,
  caseEntity,
  cashflowEntity,
  cashflowAllocationEntity,
  claimEntity,
  collateralEntity,
  committeeEntity,
  communicationEntity,
  contractEntity,
  contractElementEntity,
  contractLotEntity,
  creditLineEntity,
  currencyEntity,
  dealEntity,
  depreciationScheduleEntity,
  documentEntity,
  documentationEntity,
  dtxnEntity,
  externalContractEntity,
  externalDataEntity,
  featureFlagEntity,
  featureFlagItemEntity,
  financingServiceEntity,
  flowEntity,
  fundEntity,
  fundingEntity,
  historyEntity,
  importEntity,
  indexEntity,
  indiceEntity,
  inspectionEntity,
  inventoryEntity,
  invoiceEntity,
  invoiceLineEntity,
  locationEntity,
  mailEntity,
  maintenanceEntity,
  mappingEntity,
  metricEntity,
  metricRecordEntity,
  noteEntity,
  organizationEntity,
  paymentFileEntity,
  paymentFileLineEntity,
  personEntity,
  personAmendmentEntity,
  postingEntity,
  postingEventEntity,
  privateEquityAssetEntity,
  privateEquityOperationEntity,
  privateEquityTransactionEntity,
  productEntity,
  productCatalogItemEntity,
  productElementCatalogItemEntity,
  productTableEntity,
  projectEntity,
  prospectEntity,
  questionEntity,
  quotationEntity,
  reportEntity,
  ruleEntity,
  scoreEntity,
  scriptEntity,
  scriptLogEntity,
  sepaEntity,
  sheetEntity,
  systemEventEntity,
  systemLogEntity,
  taskEntity,
  taxEntity,
  ticketEntity,
  timeEntryEntity,
  tmpCollectionEntity,
  voteEntity,
  votingEntity,
];

const byName = new Map(entities.map((entity) => [entity.name, entity]));
const byRoute = new Map(entities.map((entity) => [entity.route, entity]));

export function findEntity(name: string): EntityDefinition | undefined {
  return byName.get(name);
}

/** The entity whose dashed client route is `route` (`credit-line`), if any. */
export function findEntityByRoute(route: string): EntityDefinition | undefined {
  return byRoute.get(route);
}

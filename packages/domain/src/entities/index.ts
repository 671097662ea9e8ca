export { accessLogEntity } from './access-log/access-log.entity.ts';
export { accessStatEntity } from './access-stat/access-stat.entity.ts';
export { accessTenantStatEntity } from './access-tenant-stat/access-tenant-stat.entity.ts';
export { agreementEntity } from './agreement/agreement.entity.ts';
export {
  type PartnerOnboarding,
  partnerOnboardingFields,
  type SelfRegistration,
  selfRegistrationFields,
} from './agreement/partner-onboarding.ts';
export { assetCatalogItemEntity } from './asset-catalog-item/asset-catalog-item.entity.ts';
export { type AssetLine, linesOf } from './asset-lines/asset-line.ts';
export {
  type AssetLineTotals,
  assetLineTotals,
  totalDiscount,
  withTotalDiscount,
} from './asset-lines/asset-line-totals.ts';
export {
  type AssetLinesRules,
  type DerivedFile,
  fileWithDerivedLines,
} from './asset-lines/derive-asset-lines.ts';
export { financedAmountOfLines } from './asset-lines/financed-amount.ts';
export { personsWithLineSuppliers } from './asset-lines/line-suppliers.ts';
export { newAssetLine } from './asset-lines/new-asset-line.ts';
export {
  type LinePrices,
  type LinePricing,
  linePrices,
  lineWithEnteredPrice,
  priceAssetLine,
  pricingOfLine,
} from './asset-lines/price-asset-line.ts';
export { auditEntity } from './audit/audit.entity.ts';
export { bankAccountEntity } from './bank-account/bank-account.entity.ts';
export { bankOperationEntity } from './bank-operation/bank-operation.entity.ts';
export { bankStatementEntity } from './bank-statement/bank-statement.entity.ts';
export { bankTransactionEntity } from './bank-transaction/bank-transaction.entity.ts';
export { batchEntity } from './batch/batch.entity.ts';
export { camtEntity } from './camt/camt.entity.ts';
export { cashflowEntity } from './cashflow/cashflow.entity.ts';
export { cashflowAllocationEntity } from './cashflow-allocation/cashflow-allocation.entity.ts';
export {
  type CollectionExtension,
  type EntityExtension,
  extendEntity,
  extensionSectionTitle,
} from './collection-extension.ts';
export { communicationEntity } from './communication/communication.entity.ts';
export { contractEntity } from './contract/contract.entity.ts';
export {
  type ContractSchedule,
  contractSchedule,
  type ScheduleRow,
  type ScheduleTotals,
} from './contract/contract-schedule.ts';
export { plannedCashflows } from './contract/planned-cashflows.ts';
export {
  readScheduleTerms,
  type ScheduleTermsReading,
  scheduleTermFields,
} from './contract/schedule-terms.ts';
export { commonFields, defineEntity, toOption } from './define-entity.ts';
export { documentEntity } from './document/document.entity.ts';
export { dtxnEntity } from './dtxn/dtxn.entity.ts';
export {
  type ColumnDefinition,
  type EntityDeclaration,
  type EntityDefinition,
  type EntityGroup,
  entityGroups,
  entityGroupTitles,
  type FormSection,
  type ListPageDefaults,
  type PersonRoleFilter,
} from './entity-definition.ts';
export { fundEntity } from './fund/fund.entity.ts';
export { fundingEntity } from './funding/funding.entity.ts';
export { importEntity } from './import/import.entity.ts';
export { indexEntity } from './index/index.entity.ts';
export { indiceEntity } from './indice/indice.entity.ts';
export { defaultBillableContractStatuses, instalmentInvoice } from './invoice/instalment-invoice.ts';
export { invoiceEntity } from './invoice/invoice.entity.ts';
export { invoiceLineEntity } from './invoice-line/invoice-line.entity.ts';
export { mailEntity } from './mail/mail.entity.ts';
export { mappingEntity } from './mapping/mapping.entity.ts';
export { metricEntity } from './metric/metric.entity.ts';
export { metricRecordEntity } from './metric-record/metric-record.entity.ts';
export { dashed, pluralise, words } from './names.ts';
export { paymentFileEntity } from './payment-file/payment-file.entity.ts';
export { paymentFileLineEntity } from './payment-file-line/payment-file-line.entity.ts';
export { personEntity } from './person/person.entity.ts';
export { personDisplayName, withDerivedPersonName } from './person/person-display-name.ts';
export {
  legalPersonTypes,
  naturalPersonTypes,
  type PersonType,
  personTypes,
} from './person/person-options.ts';
export { builtInQuickAddRelations } from './person/quick-add-relations.ts';
export {
  itemsOf,
  type MandateReference,
  referenceTaken,
  sepaMandateProblems,
  sepaMandateReferences,
} from './person/sepa-mandates.ts';
export { personFromProspect } from './prospect/person-from-prospect.ts';
export { prospectEntity } from './prospect/prospect.entity.ts';
export { convertTransition } from './prospect/prospect.workflow.ts';
export {
  type ReferenceField,
  type ReferenceTarget,
  referenceFieldsOf,
  referenceFilters,
  referenceNameField,
  referenceTargetOf,
} from './reference-fields.ts';
export { entities, findEntity, findEntityByRoute } from './registry.ts';
export { reportEntity } from './report/report.entity.ts';
export { sampleRecord } from './sample-record.ts';
export { scriptEntity } from './script/script.entity.ts';
export { scriptLogEntity } from './script-log/script-log.entity.ts';
export { sepaEntity } from './sepa/sepa.entity.ts';
export { sepaStepTo } from './sepa/sepa.workflow.ts';
export { type SepaRegisterEntry, sepaRegisterEntries } from './sepa/sepa-register.ts';
export { systemEventEntity } from './system-event/system-event.entity.ts';
export { type SystemLogLevel, systemLogEntity, systemLogLevels } from './system-log/system-log.entity.ts';
export { taskEntity } from './task/task.entity.ts';
export { taxEntity } from './tax/tax.entity.ts';
export { taxCodesInForce, taxRateOfCode } from './tax/tax-rate-of-code.ts';

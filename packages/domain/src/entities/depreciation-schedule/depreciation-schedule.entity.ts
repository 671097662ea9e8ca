import { defineEntity } from '../define-entity.ts';
import { amount, choice, currency, date, link } from '../shared/field-builders.ts';

/** How an asset loses value: method, period and the asset it applies to. */
export const depreciationScheduleEntity = defineEntity({
  name: 'DepreciationSchedule',
  domain: 'accounting',
  prefix: 'DEP',
  types: ['ACCOUNTING', 'TAX', 'ECONOMIC'],
  group: 'catalog',
  menuOrder: 30,
  statuses: ['DRAFT', 'ACTIVE', 'INACTIVE'],
  initialStatus: 'DRAFT',
  fields: {
    method: choice('Method', 'depreciationMethod', ['LINEAR', 'DECLINING', 'UNITS']),
    startDate: date('Start date'),
    endDate: date('End date'),
    assetRegistration: link('Asset', 'Asset'),
    amount: amount('Depreciable amount'),
    residualValue: amount('Residual value'),
    currency: currency(),
  },
  listColumns: ['registration', 'status', 'type', 'method', 'startDate', 'endDate', 'assetRegistration'],
  searchFields: ['registration', 'name', 'assetRegistration'],
  advancedSearch: ['registration', 'status', 'type', 'method', 'startDate', 'endDate', 'assetRegistration'],
});

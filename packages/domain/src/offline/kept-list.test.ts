import { describe, expect, it } from 'vitest';
import { assetEntity } from '../entities/asset/asset.entity.ts';
import { contractEntity } from '../entities/contract/contract.entity.ts';
import { listFromKept, type QueryParameters } from './kept-list.ts';

/** `a=1&b=2` as the browser's URLSearchParams reads it. */
function parameters(query: string): QueryParameters {
  const pairs = query
    .split('&')
    .filter(Boolean)
    .map((pair) => pair.split('=').map(decodeURIComponent) as [string, string]);
  return {
    keys: () => pairs.map(([key]) => key),
    get: (name) => pairs.find(([key]) => key === name)?.[1] ?? null,
    getAll: (name) => pairs.filter(([key]) => key === name).map(([, value]) => value),
  };
}

const contracts = [
  {
    registration: 'CON00000001',
    name: 'Fleet Acme',
    status: 'DRAFT',
    startDate: '2026-01-15',
    duration: 36,
    persons: [{ role: 'CLIENT', personRegistration: 'PER00000001' }],
  },
  {
    registration: 'CON00000002',
    name: 'Tractor Brun',
    status: 'ACTIVE',
    startDate: '2026-03-01',
    duration: 60,
    persons: [{ role: 'CLIENT', personRegistration: 'PER00000002' }],
  },
  {
    registration: 'CON00000003',
    name: 'Vans Acme',
    status: 'ACTIVE',
    startDate: '2026-06-30',
    duration: 48,
    persons: [{ role: 'SALES', personRegistration: 'PER00000001' }],
  },
];
const registrations = (query: string) =>
  listFromKept(contractEntity, contracts, parameters(query))?.records.map((record) => record.registration);

describe('a list answered from the records a device keeps', () => {
  it('filters by values, exclusions, texts and bounds as the server does', () => {
    expect(registrations('status=ACTIVE')).toEqual(['CON00000002', 'CON00000003']);
    expect(registrations('status=-ACTIVE')).toEqual(['CON00000001']);
    expect(registrations('name=/acme/')).toEqual(['CON00000001', 'CON00000003']);
    expect(registrations('name=/^vans/')).toEqual(['CON00000003']);
    expect(registrations('fromStartDate=2026-02-01&toStartDate=2026-06-30')).toEqual([
      'CON00000002',
      'CON00000003',
    ]);
    expect(registrations('minDuration=48')).toEqual(['CON00000002', 'CON00000003']);
    expect(registrations('persons.personRegistration=PER00000001')).toEqual(['CON00000001', 'CON00000003']);
  });

  it('finds the words of a search in the search fields, sorts and pages, and counts every match', () => {
    expect(registrations('search=ACME')).toEqual(['CON00000001', 'CON00000003']);
    expect(registrations('sort=-duration')).toEqual(['CON00000002', 'CON00000003', 'CON00000001']);
    const page = listFromKept(contractEntity, contracts, parameters('sort=startDate&range=1-1'));
    expect(page).toEqual({ records: [contracts[1]], total: 3, range: { offset: 1, limit: 1 } });
  });

  it('does not answer a call it cannot answer as the server would', () => {
    expect(registrations('filter=mine')).toBeUndefined();
    expect(registrations('nextPagination=abc')).toBeUndefined();
    expect(registrations('colour=red')).toBeUndefined();
    expect(registrations('range=9-1')).toBeUndefined();
    expect(listFromKept(assetEntity, [], parameters('supplierRegistration=PER00000001'))).toMatchObject({
      records: [],
      total: 0,
    });
  });
});

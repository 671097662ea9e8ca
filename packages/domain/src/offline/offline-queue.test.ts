import { describe, expect, it } from 'vitest';
import {
  entityOfQueuedWrite,
  type OfflineQueueEntry,
  registrationOfQueuedWrite,
  replayOrder,
  withRegistration,
} from './offline-queue.ts';
import { syncFailureReport } from './sync-report.ts';
import { isTemporaryRegistration, temporaryRegistration } from './temporary-registration.ts';

const entry = (method: 'POST' | 'PATCH', url: string, data: Record<string, unknown>): OfflineQueueEntry => ({
  method,
  url,
  data,
  key: `${method} ${url}`,
  username: 'sam@acme',
  trials: 0,
});

describe('temporary registrations', () => {
  it('counts TMP and eight digits, and knows one when it sees one', () => {
    expect(temporaryRegistration(7)).toBe('TMP00000007');
    expect(temporaryRegistration(99_999_999)).toBe('TMP99999999');
    expect(() => temporaryRegistration(0)).toThrow(RangeError);
    expect(() => temporaryRegistration(100_000_000)).toThrow(RangeError);
    expect(isTemporaryRegistration('TMP00000007')).toBe(true);
    expect(isTemporaryRegistration('PER00000007')).toBe(false);
    expect(isTemporaryRegistration('TMP0000007')).toBe(false);
    expect(isTemporaryRegistration(7)).toBe(false);
  });
});

describe('the offline write queue', () => {
  const person = entry('POST', '/api/person/persons', { registration: 'TMP00000001', lastName: 'Field' });
  const contract = entry('POST', '/api/financing/contracts', {
    registration: 'TMP00000002',
    clientRegistration: 'TMP00000001',
    persons: [{ personRegistration: 'TMP00000001', role: 'CLIENT' }],
  });
  const asset = entry('PATCH', '/api/asset/assets/AST00000004', { contractRegistration: 'TMP00000002' });
  const personAgain = entry('PATCH', '/api/person/persons/TMP00000001', { firstName: 'Sam' });

  it('knows the entity and the record of each write', () => {
    expect(entityOfQueuedWrite(contract)?.name).toBe('Contract');
    expect(entityOfQueuedWrite(asset)?.name).toBe('Asset');
    expect(entityOfQueuedWrite(entry('POST', '/api/core/tasks?x=1', {}))?.name).toBe('Task');
    expect(entityOfQueuedWrite(entry('POST', '/api/financing/contracts-extra', {}))).toBeUndefined();
    expect(registrationOfQueuedWrite(person)).toBe('TMP00000001');
    expect(registrationOfQueuedWrite(asset)).toBe('AST00000004');
  });

  it('replays in the order made, contracts last', () => {
    expect(replayOrder([contract, person, asset, personAgain])).toEqual([
      person,
      asset,
      personAgain,
      contract,
    ]);
  });

  it('puts the real registration wherever the temporary one stands, in bodies and addresses', () => {
    const [rewrittenContract, rewrittenAgain, untouched] = withRegistration(
      [contract, personAgain, asset],
      'TMP00000001',
      'PER00000123',
    );
    expect(rewrittenContract?.data).toEqual({
      registration: 'TMP00000002',
      clientRegistration: 'PER00000123',
      persons: [{ personRegistration: 'PER00000123', role: 'CLIENT' }],
    });
    expect(rewrittenAgain?.url).toBe('/api/person/persons/PER00000123');
    // An entry that does not name the record is the same object: nothing to write back.
    expect(untouched).toBe(asset);
    // A registration that only starts like the temporary one is left alone.
    const [longer] = withRegistration(
      [entry('PATCH', '/api/person/persons/TMP000000011', {})],
      'TMP00000001',
      'X',
    );
    expect(longer?.url).toBe('/api/person/persons/TMP000000011');
  });

  it('reports the writes refused, one line each after the heading', () => {
    expect(
      syncFailureReport([
        { entry: contract, reason: 'Client is mandatory' },
        { entry: entry('POST', '/api/core/notes', {}), reason: 'Forbidden' },
      ]),
    ).toEqual([
      'Error occured while synchronizing your data to the server',
      'Contract TMP00000002: Client is mandatory',
      '??? : Forbidden',
    ]);
  });
});

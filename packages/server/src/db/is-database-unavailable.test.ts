import { LessorError } from '@lessor/domain/errors';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './is-database-unavailable.ts';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED')],
    ['a reset connection', withCode('ECONNRESET')],
    [
      'every address of a host refusing',
      new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]),
    ],
    ['a terminated backend', withCode('57P01', 'terminating connection due to administrator command')],
    ['a crashed server', withCode('57P02')],
    ['a server starting up', withCode('57P03', 'the database system is starting up')],
    ['a connection exception', withCode('08006')],
    ['no connection slot left', withCode('53300')],
    ['a statement timeout', withCode('57014', 'canceling statement due to statement timeout')],
    ['a connection closed by the server', new Error('Connection terminated unexpectedly')],
    ['a full pool', new Error('timeout exceeded when trying to connect')],
    [
      'a connection that took too long',
      new Error('Connection terminated due to connection timeout', {
        cause: new Error('Connection terminated'),
      }),
    ],
    ['a server that stopped answering', new Error('Query read timeout')],
    [
      'a client whose connection failed',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
    ['a wrapped connection error', new Error('query failed', { cause: withCode('ECONNRESET') })],
  ])('says yes for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505')],
    ['an unknown table', withCode('42P01')],
    ['a deadlock', withCode('40P01')],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a catalogued error', new LessorError('INVALID_FIELD_IN_BODY', ['name'])],
    ['an aggregate of other errors', new AggregateError([new Error('one'), withCode('23505')])],
    ['a string', 'Connection terminated'],
    ['nothing', undefined],
  ])('says no for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

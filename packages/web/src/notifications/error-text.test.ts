import { describe, expect, it } from 'vitest';
import { errorDetail, errorNotice, networkNotice, readBody } from './error-text.ts';

describe('error text', () => {
  it("shows the server's message, placeholders filled, with the status", () => {
    expect(
      errorNotice(400, { code: 'X', message: 'Field $ is missing in $', params: ['name', 'body'] }),
    ).toEqual({
      level: 'error',
      title: 'Oops, something went wrong',
      message: 'Field name is missing in body (400)',
    });
  });

  it('joins the errors array by new lines when there is no message', () => {
    expect(errorDetail({ errors: [{ field: 'a', message: 'A is mandatory' }, 'B is wrong'] })).toBe(
      'A is mandatory\nB is wrong',
    );
  });

  it('falls back on the raw body', () => {
    expect(errorNotice(502, '<html>Bad gateway</html>').message).toBe('<html>Bad gateway</html> (502)');
    expect(errorNotice(500, undefined).message).toBe('(500)');
  });

  it('warns for a 499, and for a 409 with a rejection reason', () => {
    expect(errorNotice(499, { message: 'Request cancelled by the user' })).toEqual({
      level: 'warning',
      message: 'Request cancelled by the user (499)',
    });
    expect(errorNotice(409, { message: 'Conflict', rejectionReason: 'Already validated' })).toEqual({
      level: 'warning',
      message: 'Already validated (409)',
    });
    expect(errorNotice(409, { message: 'Conflict' }).level).toBe('error');
  });

  it('reads blob bodies as JSON or text first', async () => {
    expect(await readBody(new Blob(['{"message":"Too big"}']))).toEqual({ message: 'Too big' });
    expect(await readBody(new Blob(['plain']))).toBe('plain');
  });

  it('tells offline from a network failure', () => {
    expect(networkNotice(false)).toEqual({
      level: 'warning',
      message: 'You are in offline mode, some features requiring network connectivity are not available',
    });
    expect(networkNotice(true).message).toBe('Network error: Check your internet connection');
  });
});

// @vitest-environment happy-dom
import type { EntityRecord } from '@lessor/domain/api';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiStub, type StubbedAnswer, type StubbedCall } from '../../api/create-api-stub.ts';
import '../../i18n/i18n.ts';
import { choose, renderTreasuryPage, seriousViolations } from '../treasury/render-treasury-page.tsx';
import { SetOverdraftPage } from './SetOverdraftPage.tsx';

const stored = (registration: string, fields: Record<string, unknown>): EntityRecord => ({
  _id: `id-${registration}`,
  _version: 1,
  _insertDate: '2026-05-06T09:00:00.000Z',
  _insertUser: 'treasurer',
  _updateDate: '2026-05-06T09:00:00.000Z',
  _updateUser: 'treasurer',
  registration,
  status: 'ACTIVE',
  currency: 'EUR',
  ...fields,
});

const operating = stored('BKA00000001', {
  name: 'Operating',
  bankIban: 'FR7630001007941234567890185',
  balance: -120.5,
  overdraftLimit: 500,
  overdraftValidUntil: '2026-12-31T00:00:00.000Z',
});
const operatingLabel = 'Operating · FR76 3000 1007 9412 3456 7890 185 · -€120.50';

function overdraftServer(set: (call: StubbedCall) => StubbedAnswer) {
  return createApiStub((call) => {
    if (call.method === 'GET' && call.path === '/api/bank/bank-accounts') return { body: [operating] };
    if (call.method === 'GET' && call.path === '/api/person/persons') return { body: [] };
    if (call.method === 'POST' && call.path === '/api/bank/bank-accounts/BKA00000001/overdraft')
      return set(call);
    return undefined;
  });
}

const limitInput = () => screen.getByLabelText(/^Authorised overdraft/) as HTMLInputElement;
const untilInput = () => screen.getByLabelText(/^Valid until/) as HTMLInputElement;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the set-overdraft screen', () => {
  it("starts from the account's overdraft, sets the new one, and says what the account has now", async () => {
    const { overdraftValidUntil: _, ...withoutEnd } = operating;
    const api = overdraftServer(() => ({ body: { ...withoutEnd, overdraftLimit: 2500.1, _version: 2 } }));
    vi.stubGlobal('fetch', api.fetch);
    renderTreasuryPage('/bank/set-overdraft', <SetOverdraftPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Set overdraft' })).toBeTruthy();
    await choose(/^Account/, operatingLabel);
    expect(screen.getByText('Authorised overdraft: €500.00, until 31/12/2026')).toBeTruthy();
    expect([limitInput().value, untilInput().value]).toEqual(['500.00', '2026-12-31']);
    expect(await seriousViolations()).toEqual([]);

    fireEvent.change(limitInput(), { target: { value: '2,500.10' } });
    fireEvent.change(untilInput(), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set overdraft' }));
    const done = await screen.findByRole('status');
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { limit: '2500.10', validUntil: null },
    ]);
    expect(done.textContent).toBe('Overdraft of Operating setAuthorised overdraft: €2,500.10, without end');
  });

  it("refuses a limit below zero before sending it, and shows the server's refusal", async () => {
    const message = 'Bank account "BKA00000001" belongs to person PER00000001';
    const api = overdraftServer(() => ({
      status: 409,
      body: { status: 409, code: 'NOT_A_COMPANY_ACCOUNT', message },
    }));
    vi.stubGlobal('fetch', api.fetch);
    renderTreasuryPage('/bank/set-overdraft', <SetOverdraftPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Set overdraft' }));
    expect(screen.getByText('Choose an account')).toBeTruthy();
    await choose(/^Account/, operatingLabel);
    fireEvent.change(limitInput(), { target: { value: '-10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set overdraft' }));
    expect(screen.getByText('Type an amount of zero or more, in cents at most')).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);

    fireEvent.change(limitInput(), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set overdraft' }));
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      limit: '0.00',
      validUntil: '2026-12-31',
    });
  });
});

// @vitest-environment happy-dom
import type { EntityRecord } from '@lessor/domain/api';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiStub, type StubbedAnswer, type StubbedCall } from '../../api/create-api-stub.ts';
import '../../i18n/i18n.ts';
import {
  choose,
  openSelect,
  renderTreasuryPage,
  seriousViolations,
} from '../treasury/render-treasury-page.tsx';
import { todayIso } from '../treasury/today-iso.ts';
import { MoveMoneyPage } from './MoveMoneyPage.tsx';

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
  balance: 1000,
  overdraftLimit: 500,
});
const reserve = stored('BKA00000002', {
  name: 'Reserve',
  bankIban: 'FR7630006000011234567890189',
  balance: 0.2,
});
const dollars = stored('BKA00000003', { name: 'Dollars', currency: 'USD', balance: 10 });
// A person's account is none of the company's: never offered; its head office's is.
const clients = stored('BKA00000004', { name: "A client's", personRegistration: 'PER00000001', balance: 5 });
const headOffice = stored('BKA00000005', {
  name: 'Head office',
  personRegistration: 'PER00000002',
  balance: 7,
});

const transferDone = {
  transferId: '5b0c…',
  debit: stored('BKO00000010', { amount: -0.1, date: '2026-05-06T00:00:00.000Z', status: 'MATCHED' }),
  credit: stored('BKO00000011', { amount: 0.1, date: '2026-05-06T00:00:00.000Z', status: 'MATCHED' }),
  fromAccount: { ...operating, balance: 999.9 },
  toAccount: { ...reserve, balance: 0.3 },
};

function treasuryServer(transfer: (call: StubbedCall) => StubbedAnswer) {
  return createApiStub((call) => {
    if (call.method === 'GET' && call.path === '/api/bank/bank-accounts') {
      expect(call.query.get('status')).toBe('ACTIVE');
      return { body: [clients, dollars, headOffice, operating, reserve] };
    }
    if (call.method === 'GET' && call.path === '/api/person/persons') {
      expect(call.query.get('roles.role')).toBe('OWNER,BUSINESSUNIT');
      return { body: [{ registration: 'PER00000002' }] };
    }
    if (call.method === 'POST' && call.path === '/api/bank/bank-accounts/transfers') return transfer(call);
    return undefined;
  });
}

const posts = (calls: readonly StubbedCall[]) => calls.filter((call) => call.method === 'POST');
const operatingLabel = 'Operating · FR76 3000 1007 9412 3456 7890 185 · €1,000.00';
const reserveLabel = 'Reserve · FR76 3000 6000 0112 3456 7890 189 · €0.20';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the move-money screen', () => {
  it("moves money between the company's accounts, then says what it did", async () => {
    const api = treasuryServer(() => ({ status: 201, body: transferDone }));
    vi.stubGlobal('fetch', api.fetch);
    renderTreasuryPage('/move-money', <MoveMoneyPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Move money' })).toBeTruthy();
    expect(await openSelect(/^From account/)).toEqual([
      'Dollars · $10.00',
      'Head office · €7.00',
      operatingLabel,
      reserveLabel,
    ]);
    await choose(/^From account/, operatingLabel);
    expect(
      screen.getByText('Can pay out €1,500.00 that day, its authorised overdraft included'),
    ).toBeTruthy();
    // The account credited is another one, in the same currency.
    expect(await openSelect(/^To account/)).toEqual(['Head office · €7.00', reserveLabel]);
    await choose(/^To account/, reserveLabel);
    fireEvent.change(screen.getByLabelText(/^Amount/), { target: { value: '0.10' } });
    fireEvent.change(screen.getByLabelText('Label'), { target: { value: 'Reserve top-up' } });
    expect((screen.getByLabelText(/^Date/) as HTMLInputElement).value).toBe(todayIso());
    expect(await seriousViolations()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Move money' }));
    const done = await screen.findByRole('status');
    expect(posts(api.calls).map((call) => call.body)).toEqual([
      {
        fromAccount: 'BKA00000001',
        toAccount: 'BKA00000002',
        amount: '0.10',
        date: todayIso(),
        label: 'Reserve top-up',
      },
    ]);
    expect(done.textContent).toContain('€0.10 moved from Operating to Reserve on 06/05/2026.');
    const reserveRow = within(done).getByRole('row', { name: /^Reserve/ });
    expect(reserveRow.textContent).toContain('€0.30');
    expect(within(reserveRow).getByRole('link', { name: 'BKO00000011' }).getAttribute('href')).toBe(
      '/bank-operation/BKO00000011',
    );
    expect((screen.getByLabelText(/^Amount/) as HTMLInputElement).value).toBe('');
    expect(await seriousViolations()).toEqual([]);
  });

  it("says what is missing before anything is sent, then shows the server's refusal", async () => {
    const message = 'Bank account "BKA00000002" is not active';
    const api = treasuryServer(() => ({
      status: 409,
      body: { status: 409, code: 'BANK_ACCOUNT_INACTIVE', message },
    }));
    vi.stubGlobal('fetch', api.fetch);
    renderTreasuryPage('/move-money', <MoveMoneyPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Move money' }));
    expect(screen.getAllByText('Choose an account')).toHaveLength(2);
    expect(screen.getByText('Type an amount above zero, in cents at most')).toBeTruthy();

    await choose(/^From account/, operatingLabel);
    await choose(/^To account/, reserveLabel);
    fireEvent.change(screen.getByLabelText(/^Amount/), { target: { value: '1500.01' } });
    expect(screen.getByText('More than Operating can pay out that day (€1,500.00)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Move money' }));
    expect(posts(api.calls)).toEqual([]);

    fireEvent.change(screen.getByLabelText(/^Amount/), { target: { value: '1500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move money' }));
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(posts(api.calls)).toHaveLength(1);
    // The form keeps what was typed, to try again.
    expect((screen.getByLabelText(/^Amount/) as HTMLInputElement).value).toBe('1500');
  });
});

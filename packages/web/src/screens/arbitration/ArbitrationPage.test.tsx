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
import { ArbitrationPage } from './ArbitrationPage.tsx';

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

const bank = stored('FND00000001', {
  name: 'Bank line',
  creditLimit: 1_000_000,
  outstanding: 300_000.3,
  available: 699_999.7,
});
const vehicle = stored('FND00000002', {
  name: 'Securitisation',
  creditLimit: 500_000,
  outstanding: 0.1,
  available: 499_999.9,
});
const bankLabel = 'Bank line (FND00000001) · outstanding €300,000.30 · available €699,999.70';
const vehicleLabel = 'Securitisation (FND00000002) · outstanding €0.10 · available €499,999.90';
const fundings = [
  stored('FDG00000001', { contractRegistration: 'CTR00000007', amount: 60_000.1 }),
  stored('FDG00000002', { contractRegistration: 'CTR00000007', amount: 40_000.1 }),
];

const arbitrationDone = {
  transferId: '9f3e…',
  fromFund: { ...bank, outstanding: 260_000.2, available: 739_999.8 },
  toFund: { ...vehicle, outstanding: 40_000.2, available: 459_999.8 },
  operations: [
    stored('BKO00000020', {
      amount: -40_000.1,
      date: '2026-05-06T00:00:00.000Z',
      contractRegistration: 'CTR00000007',
    }),
    stored('BKO00000021', {
      amount: 40_000.1,
      date: '2026-05-06T00:00:00.000Z',
      contractRegistration: 'CTR00000007',
    }),
  ],
  fundings: [stored('FDG00000001', { amount: 20_000 }), stored('FDG00000003', { amount: 40_000.1 })],
};

function fundsServer(arbitrate: (call: StubbedCall) => StubbedAnswer) {
  return createApiStub((call) => {
    if (call.method === 'GET' && call.path === '/api/financing/funds') {
      expect(call.query.get('status')).toBe('ACTIVE');
      return { body: [bank, vehicle] };
    }
    if (call.method === 'GET' && call.path === '/api/financing/fundings') {
      expect(call.query.get('status')).toBe('ACTIVE');
      return { body: call.query.get('fundRegistration') === 'FND00000001' ? fundings : [] };
    }
    if (call.method === 'POST' && call.path === '/api/financing/funds/arbitrations') return arbitrate(call);
    return undefined;
  });
}

const posts = (calls: readonly StubbedCall[]) => calls.filter((call) => call.method === 'POST');
const amountInput = () => screen.getByLabelText(/^Amount/) as HTMLInputElement;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the arbitration screen', () => {
  it("moves part of a contract's refinancing to another fund, then shows both funds' figures", async () => {
    const api = fundsServer(() => ({ status: 201, body: arbitrationDone }));
    vi.stubGlobal('fetch', api.fetch);
    renderTreasuryPage('/arbitration', <ArbitrationPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Arbitration' })).toBeTruthy();
    await choose(/^From fund/, bankLabel);
    expect(await openSelect(/^To fund/)).toEqual([vehicleLabel]);
    await choose(/^To fund/, vehicleLabel);
    // The contracts the source fund refinances, their fundings summed to the cent.
    await choose(/^Contract/, 'CTR00000007 · €100,000.20 refinanced');
    fireEvent.change(amountInput(), { target: { value: '100000.21' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move refinancing' }));
    expect(screen.getByText('More than Bank line refinances of CTR00000007 (€100,000.20)')).toBeTruthy();
    fireEvent.change(amountInput(), { target: { value: '40000.10' } });
    expect(await seriousViolations()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Move refinancing' }));
    const done = await screen.findByRole('status');
    expect(posts(api.calls).map((call) => call.body)).toEqual([
      {
        fromFund: 'FND00000001',
        toFund: 'FND00000002',
        amount: '40000.10',
        date: todayIso(),
        contract: 'CTR00000007',
      },
    ]);
    expect(done.textContent).toContain(
      '€40,000.10 of contract CTR00000007 moved from Bank line to Securitisation on 06/05/2026.',
    );
    expect(within(done).getByRole('row', { name: /^Securitisation/ }).textContent).toContain('€40,000.20');
    expect(within(done).getByRole('link', { name: 'FDG00000003' }).getAttribute('href')).toBe(
      '/funding/FDG00000003',
    );
    expect(await seriousViolations()).toEqual([]);
  });

  it("holds a move to what the source fund carries, and shows the server's refusal", async () => {
    const message = 'Fund "FND00000002" is CLOSED: only active funds take part in an arbitration';
    const api = fundsServer(() => ({ status: 409, body: { status: 409, code: 'FUND_NOT_ACTIVE', message } }));
    vi.stubGlobal('fetch', api.fetch);
    renderTreasuryPage('/arbitration', <ArbitrationPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Move refinancing' }));
    expect(screen.getAllByText('Choose a fund')).toHaveLength(2);
    await choose(/^From fund/, vehicleLabel);
    await choose(/^To fund/, bankLabel);
    fireEvent.change(amountInput(), { target: { value: '0.11' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move refinancing' }));
    expect(screen.getByText('More than Securitisation carries (€0.10)')).toBeTruthy();
    expect(posts(api.calls)).toEqual([]);

    fireEvent.change(amountInput(), { target: { value: '0.10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move refinancing' }));
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(posts(api.calls).map((call) => call.body)).toEqual([
      { fromFund: 'FND00000002', toFund: 'FND00000001', amount: '0.10', date: todayIso() },
    ]);
  });
});

// @vitest-environment happy-dom
import type { Address } from '@lessor/domain/formats';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import '../../i18n/i18n.ts';
import { AddressForm } from './AddressForm.tsx';
import { type AddressProvider, AddressProviderContext } from './address-provider.ts';

afterEach(cleanup);

/** A provider knowing one street of Paris; it records what it was asked. */
function parisProvider(asked: string[]): AddressProvider {
  return {
    search: async (text) => {
      asked.push(text);
      return text.startsWith('10 rue') ? [{ id: 'paix-10', label: '10 rue de la Paix, 75002 Paris' }] : [];
    },
    detail: async (id) =>
      id === 'paix-10'
        ? { address1: '10 rue de la Paix', zipcode: '75002', city: 'Paris', country: 'FR' }
        : undefined,
  };
}

function Harness({ provider, onAddress }: { provider: AddressProvider; onAddress(address: Address): void }) {
  const [address, setAddress] = useState<Address>({ type: 'BILLING', address2: 'Bât. B' });
  return (
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <AddressProviderContext.Provider value={provider}>
          <AddressForm
            id="address"
            value={address}
            onChange={(next) => {
              setAddress(next);
              onAddress(next);
            }}
          />
        </AddressProviderContext.Provider>
      </QueryClientProvider>
    </MantineProvider>
  );
}

describe('an address form', () => {
  it("asks the provider 300 ms after typing and fills the lines from the chosen suggestion's detail", async () => {
    const asked: string[] = [];
    let latest: Address = {};
    render(<Harness provider={parisProvider(asked)} onAddress={(address) => (latest = address)} />);
    fireEvent.change(screen.getByLabelText('Search an address', { selector: 'input' }), {
      target: { value: '10 rue de la' },
    });
    await waitFor(() => expect(screen.getByText('10 rue de la Paix, 75002 Paris')).toBeTruthy());
    expect(asked).toEqual(['10 rue de la']);
    await act(async () => fireEvent.click(screen.getByText('10 rue de la Paix, 75002 Paris')));
    await waitFor(() => expect(latest.city).toBe('Paris'));
    expect(latest).toEqual({
      type: 'BILLING',
      address1: '10 rue de la Paix',
      address2: 'Bât. B',
      zipcode: '75002',
      city: 'Paris',
      country: 'FR',
    });
    expect((screen.getByLabelText('Postcode') as HTMLInputElement).value).toBe('75002');
  });

  it('offers nothing with the default provider', async () => {
    render(
      <MantineProvider>
        <QueryClientProvider client={new QueryClient()}>
          <AddressForm id="a" value={{}} onChange={() => {}} />
        </QueryClientProvider>
      </MantineProvider>,
    );
    fireEvent.change(screen.getByLabelText('Search an address', { selector: 'input' }), {
      target: { value: '10 rue de la' },
    });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.queryByRole('option')).toBeNull();
  });
});

// @vitest-environment happy-dom
import type { EntityRecord } from '@lessor/domain/api';
import { findEntity } from '@lessor/domain/entities';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import '../../i18n/i18n.ts';
import { RecordsTable } from './RecordsTable.tsx';

afterEach(cleanup);

describe("a card's table of records", () => {
  it('shows each rate, stored as a fraction, as a percentage', () => {
    const product = findEntity('Product');
    if (!product) throw new Error('Product is declared');
    const records = [
      { _id: '1', registration: 'PRD00000001', name: 'Car lease', rate: 0.0434 },
      { _id: '2', registration: 'PRD00000002', name: 'Loan', rate: 0.089 },
    ] as unknown as EntityRecord[];
    render(
      <MantineProvider>
        <MemoryRouter>
          <RecordsTable
            entity={product}
            records={records}
            columns={['registration', 'rate']}
            caption="Products"
          />
        </MemoryRouter>
      </MantineProvider>,
    );
    const rows = within(screen.getByRole('table', { name: 'Products' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'RegistrationRate',
      'PRD000000014.34%',
      'PRD000000028.9%',
    ]);
  });
});

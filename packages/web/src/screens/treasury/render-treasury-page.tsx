import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';

/**
 * A treasury screen at its path, with the application's providers, for component tests.
 * @example renderTreasuryPage('/move-money', <MoveMoneyPage />)
 */
export function renderTreasuryPage(path: string, page: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={path} element={page} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/** Opens the select labelled so and answers the texts of its options, before choosing one of them. */
export async function openSelect(label: RegExp): Promise<string[]> {
  const input = await screen.findByLabelText(label, { selector: 'input' });
  await act(async () => fireEvent.click(input));
  return (await screen.findAllByRole('option')).map((option) => option.textContent ?? '');
}

/** Chooses an option of the select labelled so, by its text. */
export async function choose(label: RegExp, option: string): Promise<void> {
  await openSelect(label);
  await act(async () => fireEvent.click(screen.getByRole('option', { name: option })));
}

/** The accessibility faults axe calls serious or critical (contrast aside: the test DOM has no styles). */
export async function seriousViolations() {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
}

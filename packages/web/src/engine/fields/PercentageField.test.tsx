// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../../i18n/i18n.ts';
import { createFormStore, type FormStore } from '../form/create-form-store.ts';
import { FormStoreContext } from '../form/FormStoreContext.tsx';
import { FieldComponentsProvider } from './FieldComponentsProvider.tsx';
import { FieldGrid } from './FieldGrid.tsx';

afterEach(cleanup);

function renderRate(rate: unknown, locale?: string): FormStore {
  const store = createFormStore(
    { rate: { type: 'percentage', label: 'Rate' } },
    { rate },
    locale ? { locale } : {},
  );
  render(
    <MantineProvider>
      <FieldComponentsProvider>
        <FormStoreContext.Provider value={store}>
          <FieldGrid paths={['rate']} />
        </FormStoreContext.Provider>
      </FieldComponentsProvider>
    </MantineProvider>,
  );
  return store;
}

const input = () => screen.getByLabelText('Rate') as HTMLInputElement;

describe('a percentage field on a detail page', () => {
  it('shows the stored fraction as a percentage with up to 4 decimals', () => {
    renderRate(0.0434);
    expect(input().value).toBe('4.34%');
    cleanup();
    renderRate(0.0434, 'fr-FR');
    expect(input().value.replace(/\s/g, ' ')).toBe('4,34 %');
  });

  it('edits the percentage and stores the fraction', () => {
    const store = renderRate(0.0434);
    fireEvent.change(input(), { target: { value: '5.25' } });
    expect(store.getValue('rate')).toBe(0.0525);
    fireEvent.change(input(), { target: { value: '4.34 %' } });
    expect(store.getValue('rate')).toBe(0.0434);
    fireEvent.blur(input());
    expect(input().value).toBe('4.34%');
  });

  it('reads a decimal comma in a French form', () => {
    const store = renderRate(undefined, 'fr-FR');
    fireEvent.change(input(), { target: { value: '3,5 %' } });
    expect(store.getValue('rate')).toBe(0.035);
  });
});

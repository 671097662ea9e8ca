// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import '../../i18n/i18n.ts';
import { createFormStore, type FormStore } from '../form/create-form-store.ts';
import { FormStoreContext } from '../form/FormStoreContext.tsx';
import type { FormFields } from '../form/form-field.ts';
import { FieldComponentsProvider } from './FieldComponentsProvider.tsx';
import { FieldGrid } from './FieldGrid.tsx';

// The field types no entity of the catalogue declares yet: layouts and dynamic entities use them.
const choices = [
  { value: 'LOW', label: 'Low' },
  { value: 'HIGH', label: 'High' },
];
const fields: FormFields = {
  secret: { type: 'password', label: 'Secret' },
  active: { type: 'switch', label: 'Active' },
  level: { type: 'radio', label: 'Level', options: choices },
  tier: { type: 'grid select', label: 'Tier', options: choices },
  score: { type: 'slider', label: 'Score' },
  tint: { type: 'color', label: 'Tint' },
  scan: { type: 'file', label: 'Scan', maxSize: 1, extensions: ['pdf'] },
  scans: { type: 'files', label: 'Scans' },
  seat: { type: 'address', label: 'Seat' },
  odd: { type: 'text', label: 'Odd', widget: 'hologram' },
  remark: { type: 'textarea', label: 'Remark', min: 5, max: 20 },
};

beforeAll(() => {
  if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget() });
});
afterEach(cleanup);

function renderForm(): FormStore {
  const store = createFormStore(fields, {});
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <FieldComponentsProvider>
          <FormStoreContext.Provider value={store}>
            <FieldGrid paths={Object.keys(fields)} />
          </FormStoreContext.Provider>
        </FieldComponentsProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return store;
}

const fileInputOf = (label: string) =>
  screen.getByText(label).closest('.mantine-InputWrapper-root')?.querySelector('input[type="file"]') ??
  document.querySelector('input[type="file"]');

describe('the field types without a declared field', () => {
  it('edit a password, a switch, a radio, a grid select, a slider, a colour and an address', async () => {
    const store = renderForm();
    fireEvent.change(screen.getByLabelText('Secret'), { target: { value: 's3cret' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Active' }));
    fireEvent.click(screen.getAllByRole('radio', { name: 'High' })[0] as HTMLElement);
    fireEvent.click(screen.getAllByRole('radio', { name: 'Low' })[1] as HTMLElement);
    const thumb = screen.getByRole('slider', { name: 'Score' });
    fireEvent.keyDown(thumb, { key: 'ArrowRight' });
    fireEvent.change(screen.getByLabelText('Tint'), { target: { value: '#ff0000' } });
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Paris' } });
    expect(store.getValues()).toMatchObject({
      secret: 's3cret',
      active: true,
      level: 'HIGH',
      tier: 'LOW',
      score: 10,
      tint: '#ff0000',
      seat: { city: 'Paris' },
    });
    fireEvent.change(screen.getByLabelText('Tint'), { target: { value: 'red' } });
    expect(store.snapshot('tint').error).toBe('Invalid format');
  });

  it("refuses a file over the size limit or outside the accepted formats, in the specification's words", async () => {
    const store = renderForm();
    const input = fileInputOf('Scan');
    if (!input) throw new Error('the file field has an input');
    const upload = async (file: File) => {
      await act(async () => {
        fireEvent.change(input, { target: { files: [file] } });
      });
    };
    await upload(new File([new Uint8Array(2 * 1048576)], 'big.pdf', { type: 'application/pdf' }));
    expect(screen.getByText('File too large. Max size 1 MB')).toBeTruthy();
    await upload(new File(['MZ'], 'tool.exe'));
    expect(screen.getByText('Forbidden document extension "exe". Accepted formats: pdf')).toBeTruthy();
    expect(store.getValue('scan')).toBeUndefined();

    await upload(new File(['%PDF-1.7'], 'lease.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(store.getValue('scan')).toMatchObject({ name: 'lease.pdf', size: 8 }));
    fireEvent.click(screen.getByRole('button', { name: 'Rename lease.pdf' }));
    const name = screen.getByLabelText('File name');
    fireEvent.change(name, { target: { value: 'signed lease.pdf' } });
    fireEvent.blur(name);
    expect(store.getValue('scan')).toMatchObject({ name: 'signed lease.pdf' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete signed lease.pdf' }));
    expect(store.getValue('scan')).toBeUndefined();
  });

  it('counts the length of a long text against its bounds', () => {
    const store = renderForm();
    fireEvent.change(screen.getByLabelText('Remark'), { target: { value: 'abc ' } });
    expect(screen.getByText('3/20 (Min: 5)')).toBeTruthy();
    expect(store.snapshot('remark').error).toBe('Length must be ≥ 5');
  });

  it("renders 'Unknown type' for a widget no component draws", () => {
    renderForm();
    expect(screen.getByText('Unknown type')).toBeTruthy();
  });
});

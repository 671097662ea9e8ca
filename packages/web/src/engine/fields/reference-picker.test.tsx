// @vitest-environment happy-dom
import { contractEntity, findEntity } from '@lessor/domain/entities';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import '../../i18n/i18n.ts';
import { createApiStub, type StubbedCall } from '../../api/create-api-stub.ts';
import { createFormStore, type FormStore } from '../form/create-form-store.ts';
import { FormModeContext } from '../form/FormModeContext.tsx';
import { FormStoreContext } from '../form/FormStoreContext.tsx';
import type { FormFields } from '../form/form-field.ts';
import { FieldComponentsProvider } from './FieldComponentsProvider.tsx';
import { FieldGrid } from './FieldGrid.tsx';

beforeAll(() => {
  if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget() });
});
afterEach(cleanup);
// Options and the modal come after a stubbed call and a lazy load: a loaded machine takes its time.
configure({ asyncUtilTimeout: 5_000 });
afterAll(() => vi.unstubAllGlobals());

const persons = [
  { registration: 'PER00000001', name: 'Acme Leasing', type: 'C', roles: [{ role: 'CLIENT' }] },
  { registration: 'PER00000002', name: 'Acme Partners', type: 'C', roles: [{ role: 'PARTNER' }] },
  { registration: 'PER00000003', name: 'Bolt Motors', type: 'C', roles: [{ role: 'CLIENT' }] },
  { registration: 'PER00000004', name: 'Acme North branch', type: 'O', roles: [] },
];

/**
 * The persons' list route as the server answers the calls a picker makes: `search` over the
 * registration and name, `registration=A,B`, `roles.role=A,-B`, `type=O`, `projection` and `range`.
 */
function personsServer() {
  return createApiStub((call) => {
    const one = persons.find((person) => call.path === `/api/person/persons/${person.registration}`);
    if (one) return { body: { ...one, _id: one.registration } };
    if (call.method !== 'GET' || call.path !== '/api/person/persons') return { body: [] };
    const search = call.query.get('search')?.toLowerCase();
    const registrations = call.query.get('registration')?.split(',');
    const roles = call.query.get('roles.role')?.split(',') ?? [];
    const types = call.query.get('type')?.split(',');
    const holds = (person: (typeof persons)[number], role: string) =>
      person.roles.some((held) => held.role === role);
    const [first = 0, last = 19] = (call.query.get('range') ?? '0-19').split('-').map(Number);
    const found = persons
      .filter((person) => !search || `${person.registration}\n${person.name}`.toLowerCase().includes(search))
      .filter((person) => !registrations || registrations.includes(person.registration))
      .filter((person) => !types || types.includes(person.type))
      .filter((person) => {
        const asked = roles.filter((role) => !role.startsWith('-'));
        return asked.length === 0 || asked.some((role) => holds(person, role));
      })
      .filter((person) => !roles.some((role) => role.startsWith('-') && holds(person, role.slice(1))));
    const projection = call.query.get('projection')?.split(',');
    const projected = found.map((person) =>
      projection
        ? Object.fromEntries(projection.map((field) => [field, person[field as keyof typeof person]]))
        : { ...person, _id: person.registration },
    );
    return { body: projected.slice(first, last + 1), headers: { 'pagination-continues': 'false' } };
  });
}

const personCalls = (calls: readonly StubbedCall[]) =>
  calls.filter((call) => call.path === '/api/person/persons');

function renderForm(fields: FormFields, values: Record<string, unknown>, readOnly = false): FormStore {
  const store = createFormStore(fields, values, { locale: 'en' });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <FieldComponentsProvider>
            <FormModeContext.Provider value={{ readOnly, disabled: false }}>
              <FormStoreContext.Provider value={store}>
                <main>
                  <FieldGrid paths={Object.keys(fields)} />
                </main>
              </FormStoreContext.Provider>
            </FormModeContext.Provider>
          </FieldComponentsProvider>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return store;
}

const client = { clientRegistration: contractEntity.fields.clientRegistration } as FormFields;
const partner = { partnerRegistration: findEntity('Agreement')?.fields.partnerRegistration } as FormFields;

describe('the picker of a reference field', () => {
  it('asks from the third character, among the persons of the role, and offers them as name (registration)', async () => {
    const api = personsServer();
    vi.stubGlobal('fetch', api.fetch);
    renderForm(client, {});
    const input = screen.getByRole('combobox', { name: 'Client' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'ac' } });
    expect(await screen.findByText('Type at least 3 characters')).toBeTruthy();
    expect(personCalls(api.calls)).toHaveLength(0);

    fireEvent.change(input, { target: { value: 'acm' } });
    const listbox = await screen.findByRole('listbox', { name: 'Client' });
    await within(listbox).findByRole('option', { name: 'Acme Leasing (PER00000001)' });
    // Acme Partners holds no CLIENT role: the server's filter leaves it out.
    expect(within(listbox).queryByRole('option', { name: /Acme Partners/ })).toBeNull();
    const [call] = personCalls(api.calls);
    expect(Object.fromEntries(call?.query ?? [])).toEqual({
      search: 'acm',
      projection: 'registration,name',
      range: '0-9',
      'roles.role': 'CLIENT',
    });
  });

  it('is chosen with the keyboard, then reads as name (registration) and links to the record', async () => {
    vi.stubGlobal('fetch', personsServer().fetch);
    const store = renderForm(client, {});
    const input = screen.getByRole('combobox', { name: 'Client' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'bolt' } });
    await screen.findByRole('option', { name: 'Bolt Motors (PER00000003)' });
    fireEvent.keyDown(input, { key: 'ArrowDown', code: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect(store.getValue('clientRegistration')).toBe('PER00000003'));
    expect((input as HTMLInputElement).value).toBe('Bolt Motors (PER00000003)');
    const link = screen.getByRole('link', { name: 'Open Bolt Motors (PER00000003)' });
    expect(link.getAttribute('href')).toBe('/person/PER00000003');
  });

  it('shows a stored value by its name, the names of a page coming in one call per entity', async () => {
    const api = personsServer();
    vi.stubGlobal('fetch', api.fetch);
    renderForm(
      {
        clientRegistration: contractEntity.fields.clientRegistration,
        partnerRegistration: contractEntity.fields.partnerRegistration,
      } as FormFields,
      { clientRegistration: 'PER00000001', partnerRegistration: 'PER00000002' },
    );
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'Client' }) as HTMLInputElement).value).toBe(
        'Acme Leasing (PER00000001)',
      ),
    );
    expect((screen.getByRole('combobox', { name: 'Partner' }) as HTMLInputElement).value).toBe(
      'Acme Partners (PER00000002)',
    );
    expect(personCalls(api.calls).map((call) => call.query.get('registration'))).toEqual([
      'PER00000001,PER00000002',
    ]);
  });

  it('clears the choice when its text is emptied', async () => {
    vi.stubGlobal('fetch', personsServer().fetch);
    const store = renderForm(client, { clientRegistration: 'PER00000001' });
    const input = screen.getByRole('combobox', { name: 'Client' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.blur(input);
    expect(store.getValue('clientRegistration')).toBeUndefined();
  });

  it('opens the entity search modal, 10 rows a page among the roles asked, and takes the record chosen there', async () => {
    const api = personsServer();
    vi.stubGlobal('fetch', api.fetch);
    const store = renderForm(partner, {});
    const input = screen.getByRole('combobox', { name: 'Partner' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'acme' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Search more…' }));
    // The modal loads with its first opening: a loaded machine takes its time.
    const dialog = await screen.findByRole('dialog', { name: 'Partner' }, { timeout: 10_000 });
    expect((within(dialog).getByRole('textbox', { name: 'Filter' }) as HTMLInputElement).value).toBe('acme');
    await within(dialog).findByRole('button', { name: 'Choose PER00000002' }, { timeout: 10_000 });
    const modalCall = personCalls(api.calls).find(
      (call) => call.query.get('range') === '0-9' && !call.query.has('projection'),
    );
    expect(modalCall?.query.get('search')).toBe('acme');
    expect(modalCall?.query.get('roles.role')).toBe('PARTNER,BUSINESSUNIT,AGENCY');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Add' })).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Choose PER00000002' }));
    });
    await waitFor(() => expect(store.getValue('partnerRegistration')).toBe('PER00000002'), {
      timeout: 10_000,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 10_000 });
  });

  it("keeps an organisation's registration and name, chosen among the persons of type O", async () => {
    const api = personsServer();
    vi.stubGlobal('fetch', api.fetch);
    const store = renderForm({ organization: contractEntity.fields.organization } as FormFields, {});
    const input = screen.getByRole('combobox', { name: 'Organization' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'acme' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Acme North branch (PER00000004)' }));
    expect(screen.queryByRole('option', { name: /Acme Leasing/ })).toBeNull();
    expect(personCalls(api.calls)[0]?.query.get('type')).toBe('O');
    await waitFor(() =>
      expect(store.getValue('organization')).toEqual({
        registration: 'PER00000004',
        name: 'Acme North branch',
      }),
    );
  });

  it('reads, in read-only mode, as the linked name and registration', async () => {
    vi.stubGlobal('fetch', personsServer().fetch);
    renderForm(client, { clientRegistration: 'PER00000001' }, true);
    const link = await screen.findByRole('link', { name: 'Acme Leasing (PER00000001)' });
    expect(link.getAttribute('href')).toBe('/person/PER00000001');
    expect(screen.queryByRole('combobox', { name: 'Client' })).toBeNull();
  });

  it('has no serious accessibility finding, closed and open', async () => {
    vi.stubGlobal('fetch', personsServer().fetch);
    renderForm(client, { clientRegistration: 'PER00000001' });
    const serious = async () =>
      (await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } })).violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => violation.id);
    expect(await serious()).toEqual([]);
    const input = screen.getByRole('combobox', { name: 'Client' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'acm' } });
    await screen.findByRole('option', { name: 'Acme Leasing (PER00000001)' });
    expect(await serious()).toEqual([]);
  });
});

// @vitest-environment happy-dom
import { personEntity } from '@lessor/domain/entities';
import { defaultReferenceList } from '@lessor/domain/reference-lists';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import '../../i18n/i18n.ts';
import { createApiStub } from '../../api/create-api-stub.ts';
import { createFormStore, type FormStore } from '../form/create-form-store.ts';
import { FormStoreContext } from '../form/FormStoreContext.tsx';
import type { FormFields } from '../form/form-field.ts';
import { FieldComponentsProvider } from './FieldComponentsProvider.tsx';
import { FieldGrid } from './FieldGrid.tsx';

beforeAll(() => {
  if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget() });
});
afterEach(cleanup);
// A list request still waiting when a test ends must not reach a real server.
afterAll(() => vi.unstubAllGlobals());

/**
 * The lists route as the server answers it: the domain's default lists, in the locale asked
 * (the web may not start the server); `open` names lists the tenant has left empty.
 */
function listsServer(open: readonly string[] = [], paths: Readonly<Record<string, unknown>> = {}) {
  return createApiStub((call) => {
    if (Object.hasOwn(paths, call.path)) return { body: paths[call.path] };
    if (call.path !== '/api/script/lists') return undefined;
    const locale = call.query.get('locale') ?? undefined;
    const names = (call.query.get('lists') ?? '').split(',');
    return {
      body: names.map((name) =>
        open.includes(name)
          ? []
          : /^[A-Za-z][\w.-]{0,99}$/.test(name)
            ? (defaultReferenceList(name, locale) ?? ['ERROR', `List not found ${name}`])
            : ['ERROR', 'Not a list name'],
      ),
    };
  });
}

const { fields: person } = personEntity;
const pick = (...keys: string[]): FormFields =>
  Object.fromEntries(keys.map((key) => [key, person[key] ?? { type: 'text', label: key }]));

function renderForm(fields: FormFields, values: Record<string, unknown>, locale: string): FormStore {
  const store = createFormStore(fields, values, { locale });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
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

const optionNames = () => screen.queryAllByRole('option').map((option) => option.textContent ?? '');

/** Lists of 250 entries render slowly in a simulated DOM on a busy machine: wait for them longer than the default second. */
const listRendered = { timeout: 15_000 };

const selectInput = (label: string) =>
  screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;

async function openSelect(label: string) {
  await act(async () => fireEvent.click(selectInput(label)));
}

describe('a select of a reference list', () => {
  it.each([
    ['fr-FR', 'Allemagne', 'Allemand'],
    ['en-GB', 'Germany', 'German'],
  ])(
    'offers countries and nationalities named in the %s locale',
    { timeout: 60_000 },
    async (locale, country, nationality) => {
      const api = listsServer();
      vi.stubGlobal('fetch', api.fetch);
      renderForm(pick('type', 'birthCountry', 'nationality'), { type: 'I', birthCountry: 'DE' }, locale);
      // The closed select shows the chosen country's name once the list arrives.
      await waitFor(() => expect(selectInput('Birth country').value).toBe(country), listRendered);
      expect(api.calls.filter((call) => call.path === '/api/script/lists')).toHaveLength(1);
      expect(api.calls[0]?.query.get('locale')).toBe(locale);
      await openSelect('Nationality');
      await waitFor(() => expect(optionNames()).toContain(nationality), listRendered);
      expect(optionNames().length).toBeGreaterThanOrEqual(249);
    },
  );

  it("offers a company the legal forms of its registration country, else of its main address's", {
    timeout: 60_000,
  }, async () => {
    vi.stubGlobal('fetch', listsServer().fetch);
    const store = renderForm(
      pick('type', 'legalForm', 'company', 'addresses'),
      { type: 'C', addresses: [{ type: 'MAIN', country: 'DE' }] },
      'fr-FR',
    );
    await openSelect('Legal form');
    await waitFor(
      () => expect(optionNames()).toContain('GmbH – Gesellschaft mit beschränkter Haftung (DE)'),
      listRendered,
    );
    expect(optionNames().every((name) => name.endsWith('(DE)'))).toBe(true);

    await act(async () => store.setValue('company.registrationCountry', 'FR'));
    await openSelect('Legal form');
    await waitFor(
      () =>
        expect(optionNames()).toContain(
          'SARL / EURL – Société à responsabilité limitée (sans autre indication) (FR)',
        ),
      listRendered,
    );
    expect(optionNames().some((name) => name.endsWith('(DE)'))).toBe(false);
  });

  it('takes any value, offering Create "{text}" and warning of text left unchosen, when the tenant has left the list empty', async () => {
    vi.stubGlobal('fetch', listsServer(['legalForm']).fetch);
    const store = renderForm(pick('type', 'legalForm'), { type: 'C' }, 'en-GB');
    await new Promise((resolve) => setTimeout(resolve, 400));
    await openSelect('Legal form');
    const input = selectInput('Legal form');
    input.focus();
    fireEvent.change(input, { target: { value: 'SCOP' } });
    fireEvent.blur(input);
    expect(screen.getByText('Caution, the value is incomplete and will not be considered.')).toBeTruthy();
    input.focus();
    fireEvent.change(input, { target: { value: 'SCOP' } });
    await waitFor(() => expect(optionNames()).toContain('Create "SCOP"'));
    await act(async () => fireEvent.click(screen.getByRole('option', { name: 'Create "SCOP"' })));
    expect(store.getValue('legalForm')).toBe('SCOP');
  });

  it('fetches a list named by its path as it is, apart from the batch of named lists', async () => {
    const api = listsServer([], { '/api/colours': [{ value: 'RED', label: 'Red' }, 'BLUE'] });
    vi.stubGlobal('fetch', api.fetch);
    renderForm(
      {
        colour: { type: 'select', label: 'Colour', list: '/api/colours' },
        shade: { type: 'select', label: 'Shade', query: '/api/colours' },
        addressType: { type: 'select', label: 'Address type', list: 'addressType' },
      },
      {},
      'en-GB',
    );
    await openSelect('Colour');
    await waitFor(() => expect(optionNames()).toEqual(['Red', 'BLUE']));
    await waitFor(() => expect(api.calls.some((call) => call.path === '/api/script/lists')).toBe(true));
    const batched = api.calls.filter((call) => call.path === '/api/script/lists');
    expect(batched.map((call) => call.query.get('lists'))).toEqual(['addressType']);
    // One query for one path, whichever of `list` and `query` names it.
    expect(api.calls.filter((call) => call.path === '/api/colours')).toHaveLength(1);
  });

  it("says 'List not found {name}' of a path that fails and 'Not a list name' of an invalid name", async () => {
    vi.stubGlobal('fetch', listsServer([], { '/api/no-array': { colours: [] } }).fetch);
    renderForm(
      {
        missing: { type: 'select', label: 'Missing', list: '/api/missing' },
        odd: { type: 'select', label: 'Odd', list: '/api/no-array' },
        spaced: { type: 'select', label: 'Spaced', list: 'bad name' },
      },
      {},
      'en-GB',
    );
    await waitFor(() => expect(screen.getByText('List not found /api/missing')).toBeTruthy());
    expect(screen.getByText('List not found /api/no-array')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Not a list name')).toBeTruthy());
  });
});

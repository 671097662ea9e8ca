import { type ImportView, importPaths, type PersonHierarchy } from '@lessor/domain/api';
import { type EntityDefinition, sampleRecord } from '@lessor/domain/entities';
import { entitiesWithThrowaway } from '@lessor/domain/testing';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, expect, vi } from 'vitest';
import { createApiStub } from '../../api/create-api-stub.ts';
import '../../i18n/i18n.ts';
import { LocaleProviders } from '../../shell/LocaleProviders.tsx';
import { theme } from '../../shell/theme.ts';
import { EntityDetailPage } from './EntityDetailPage.tsx';

/**
 * What the every-entity page tests share: the registry with the throwaway entity, a stubbed server
 * answering a sample record, the page under the application's providers, and the checks.
 */

// /documentation and its sub-paths are the documentation screens, not the Documentation entity's pages.
export const withDetailPages = entitiesWithThrowaway.filter((entity) => entity.route !== 'documentation');
export const creatable = withDetailPages.filter((entity) => entity.hasCreateForm && !entity.apiReadOnly);

/** Installs the stand-ins the pages need in a simulated DOM; call it at the top of a test file. */
export function prepareSimulatedDom(): void {
  beforeAll(() => {
    if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget() });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
}

/** A saved record of the entity as the server answers it: its sample, with the bookkeeping fields. */
function savedRecord(entity: EntityDefinition) {
  return {
    ...sampleRecord(entity),
    _id: '0f8fad5b-d9cb-469f-a165-70867728950e',
    _version: 1,
    _insertDate: '2026-01-05T09:00:00.000Z',
    _insertUser: 'admin',
    _updateDate: '2026-01-05T09:00:00.000Z',
    _updateUser: 'admin',
    registration: `${entity.prefix}00000001`,
    status: entity.workflow?.initialStatus,
  };
}

/**
 * The server as a detail page calls it: the record, what its object-shaped cards read (a person's
 * relations, an import's progress) as the server answers for a record alone, and empty lists for
 * the other side cards.
 */
export function stubServer(entity: EntityDefinition) {
  const record = savedRecord(entity);
  const recordPath = `${entity.apiPath}/${record.registration}`;
  const alone = { registration: record.registration, name: null, type: null, status: null };
  const objectAnswers: Record<string, unknown> = {
    [`${recordPath}/hierarchy`]: {
      persons: [alone],
      links: [],
      isTruncated: false,
    } satisfies PersonHierarchy,
    [importPaths.progress(record.registration)]: {
      record,
      columns: [],
      fields: [],
      counts: { total: 0, pending: 0, written: 0, refused: 0 },
      actions: [],
    } satisfies ImportView,
  };
  const api = createApiStub((call) => {
    if (call.method !== 'GET') return undefined;
    if (call.path === recordPath) return { body: record };
    return { body: objectAnswers[call.path] ?? [] };
  });
  vi.stubGlobal('fetch', api.fetch);
  return { record, api };
}

export function renderDetailPage(entity: EntityDefinition, id: string | undefined) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // A data router, as the application's: the page blocks leaving with unsaved changes.
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <LocaleProviders>
          <main>
            <EntityDetailPage entity={entity} id={id} />
          </main>
        </LocaleProviders>
      ),
    },
  ]);
  return render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/**
 * A detail page once its record and cards are there: a title, cards, and no field the engine cannot
 * show. Answers the title.
 */
export async function expectDetailPage(container: HTMLElement): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
  expect(heading.textContent).not.toMatch(/not found|Unsupported entity|Oops|Page not found/);
  expect(container.querySelector('section[aria-labelledby]')).not.toBeNull();
  // Cards mount one after another once the page has painted; a loaded machine takes its time.
  await waitFor(() => expect(container.querySelectorAll('[data-card-placeholder]')).toHaveLength(0), {
    timeout: 10_000,
  });
  expect(screen.queryByText('Unknown type')).toBeNull();
  // A card that throws once mounted replaces the page with the router's error screen.
  expect(heading.isConnected, 'the page is still shown once its cards are mounted').toBe(true);
  return heading;
}

/** axe-core's serious and critical findings; contrast needs a layout engine, which Chromium's sample checks. */
export async function seriousViolations(container: HTMLElement): Promise<string[]> {
  const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

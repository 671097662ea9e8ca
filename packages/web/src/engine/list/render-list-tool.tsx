import type { EntityDefinition } from '@lessor/domain/entities';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import { ListContext } from './ListContext.tsx';
import { useEntityListController } from './useEntityListController.ts';

/**
 * An entity's list tool as its list page holds it, for component tests: under the list's own
 * controller (whose rows are asked of the API like the page's), with the application's providers.
 * @example renderListTool(paymentFiles, DirectDebitFileTool)
 */
export function renderListTool(entity: EntityDefinition, Tool: ComponentType) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  function ListPage() {
    const list = useEntityListController(entity);
    return (
      <ListContext.Provider value={list}>
        <Tool />
      </ListContext.Provider>
    );
  }
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[`/${entity.pluralRoute}`]}>
          <ListPage />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

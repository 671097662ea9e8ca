import { DirectionProvider, MantineProvider } from '@mantine/core';
import { MutationCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, useState } from 'react';
import { RouterProvider } from 'react-router';
import { AddressProviderContext } from './engine/fields/address-provider.ts';
import { serverAddressProvider } from './engine/fields/server-address-provider.ts';
import { QuickAddContext } from './engine/list/search-modal/quick-add-context.ts';
import { notifyError } from './notifications/notify.ts';
import { ShellNotifications } from './notifications/ShellNotifications.tsx';
import { connectivity } from './offline/connectivity.ts';
import { createAppRouter } from './routes/app-router.tsx';
import { prefetchShellReads } from './shell/shell-reads.ts';
import { cssVariablesResolver, theme } from './shell/theme.ts';
import { themingColorSchemeManager } from './shell/theming-store.ts';
import { useDarkModeFilter } from './shell/useDarkModeFilter.ts';
import { useDirectionOfLocale } from './shell/useDirectionOfLocale.ts';

// The person pickers' quick add, loaded with its first opening.
const QuickAddPersonDialog = lazy(() =>
  import('./engine/persons/QuickAddPersonDialog.tsx').then((module) => ({
    default: module.QuickAddPersonDialog,
  })),
);

function createQueryClient() {
  // A tenant that works offline has its calls made, to be answered from what the browser keeps,
  // even when the browser says it is offline (the shell sets it again once the configuration is read).
  const networkMode = connectivity.supported ? 'always' : 'online';
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false, networkMode },
      mutations: { networkMode },
    },
    // A failed write is told in a notification, by the error-text rule (foundation.md §8), unless
    // the dialog that made it shows the server's message beside its form (`meta.errorShownInline`).
    mutationCache: new MutationCache({
      onError: (error, _variables, _result, mutation) => {
        if (mutation.meta?.errorShownInline !== true) void notifyError(error);
      },
    }),
  });
}

function ShellEffects() {
  useDarkModeFilter();
  useDirectionOfLocale();
  return null;
}

export function App() {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    prefetchShellReads(client);
    return client;
  });
  const [router] = useState(createAppRouter);
  return (
    <DirectionProvider>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        colorSchemeManager={themingColorSchemeManager}
        defaultColorScheme="auto"
      >
        <ShellEffects />
        <ShellNotifications />
        <QueryClientProvider client={queryClient}>
          <QuickAddContext.Provider value={QuickAddPersonDialog}>
            <AddressProviderContext.Provider value={serverAddressProvider}>
              <RouterProvider router={router} />
            </AddressProviderContext.Provider>
          </QuickAddContext.Provider>
        </QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}

import type { QueryClient } from '@tanstack/react-query';
import { collectionExtensionQuery } from '../api/collection-extension-query.ts';
import { sessionStore } from '../api/session-store.ts';
import { startingLocale, stringOverridesQuery } from '../i18n/load-locale.ts';
import { currentUserQuery } from './useCurrentUser.ts';
import { userConfigurationQuery } from './useUserConfiguration.ts';

/**
 * The shell's own reads, the tenant's string overrides among them, asked side by side as the
 * application starts for a signed-in user, while its translations and the page's code arrive: each
 * would otherwise wait for the part of the screen that needs it, one round trip after another.
 */
export function prefetchShellReads(queryClient: QueryClient): void {
  if (sessionStore.get() === null) return;
  void queryClient.prefetchQuery(currentUserQuery);
  void queryClient.prefetchQuery(userConfigurationQuery);
  void queryClient.prefetchQuery(collectionExtensionQuery);
  // The tenant's words for the locale the application starts in: the user's, as this browser kept it.
  void queryClient.prefetchQuery(stringOverridesQuery(startingLocale(true)));
}

import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import type { HostConfiguration } from '@lessor/domain/api';
import { MantineProvider } from '@mantine/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { sessionStore } from './api/session-store.ts';
import './i18n/i18n.ts';
import { loadLocale, startingLocale } from './i18n/load-locale.ts';
import { registerServiceWorker } from './offline/service-worker.ts';
import { FrameRefusedScreen } from './shell/FrameRefusedScreen.tsx';
import { defaultFrameAncestors, isFrameAllowed, parentOriginOf } from './shell/frame-check.ts';
import { hashRedirect } from './shell/hash-redirect.ts';
import { keepStartOptions, readStartOptions } from './shell/start-options.ts';
import { theme } from './shell/theme.ts';

// Routing behaviour that precedes the router (foundation.md §2): a hash is a redirect, and the
// start-URL options are read once and taken out of the address.
const redirect = hashRedirect(window.location);
if (redirect) window.history.replaceState(null, '', redirect);
const { options, rest } = readStartOptions(window.location.search);
if (rest !== window.location.search) {
  window.history.replaceState(null, '', window.location.pathname + rest + window.location.hash);
}
if (options.newAuth) sessionStore.clear();
if (options.clearCache) {
  const session = sessionStore.get();
  localStorage.clear();
  if (session && !options.newAuth) sessionStore.set(session);
}
const startOptions = keepStartOptions(options, sessionStorage);
registerServiceWorker();
void loadLocale(startingLocale(sessionStore.get() !== null));

/** Origins the host lets show Lessor in a frame (its configuration's frameAncestors), besides its own. */
function hostFrameAncestors(): Promise<readonly string[]> {
  return (
    fetch(`/api/core/hosts/${encodeURIComponent(window.location.hostname)}`)
      .then((answer) => (answer.ok ? (answer.json() as Promise<HostConfiguration>) : undefined))
      .then((host) => [...defaultFrameAncestors, ...(host?.frameAncestors ?? [])])
      // A host configuration that cannot be read is ignored (foundation.md §8).
      .catch(() => defaultFrameAncestors)
  );
}

function render(refused: boolean): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      {refused ? (
        <MantineProvider theme={theme}>
          <FrameRefusedScreen />
        </MantineProvider>
      ) : (
        <App />
      )}
    </StrictMode>,
  );
}

if (window.self === window.top) render(false);
else {
  const parent = parentOriginOf(window.location, startOptions.parentUrl, document.referrer);
  void hostFrameAncestors().then((allowed) =>
    render(!isFrameAllowed(parent, window.location.origin, allowed)),
  );
}

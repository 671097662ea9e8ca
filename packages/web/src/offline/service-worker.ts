/** The application's service worker (vite.config.ts): the built application offline, and push messages. */
export const serviceWorkerPath = '/sw.js';

/**
 * Registers the service worker once the page has loaded, so that it never delays the first screen.
 * Browsers allow one on a secure origin only (https, or this machine); a registration that fails is
 * logged and the application goes on without it (foundation.md §8).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || !window.isSecureContext) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register(serviceWorkerPath)
      .catch((error: unknown) => console.error('The service worker could not be registered', error));
  });
}

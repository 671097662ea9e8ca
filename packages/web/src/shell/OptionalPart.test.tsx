// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OptionalPart } from './OptionalPart.tsx';

/** A chunk the browser cannot fetch, as while offline. */
const Unreachable = lazy(() =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/NotificationBell.js')),
);

afterEach(cleanup);

describe('a part of the shell that may fail alone', () => {
  it('gives way to its fallback when its chunk cannot load, and the page around it stays', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <header>
        <span role="status">Offline</span>
        <OptionalPart fallback={<a href="/notifications">Notifications</a>}>
          <Suspense fallback={null}>
            <Unreachable />
          </Suspense>
        </OptionalPart>
      </header>,
    );
    expect(await screen.findByRole('link', { name: 'Notifications' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Offline');
    expect(warn).toHaveBeenCalledWith('A part of the page could not be shown', expect.any(TypeError));
    vi.restoreAllMocks();
  });

  it('shows its part when nothing fails', () => {
    render(
      <OptionalPart fallback="fallback">
        <button type="button">Bell</button>
      </OptionalPart>,
    );
    expect(screen.getByRole('button', { name: 'Bell' })).toBeTruthy();
    expect(screen.queryByText('fallback')).toBeNull();
  });
});

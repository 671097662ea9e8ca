// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/i18n.ts';
import { revealField } from '../form/reveal-field.ts';
import { CardFrame } from './CardFrame.tsx';
import { CardMountingContext } from './CardMountingContext.tsx';
import { CardStatesContext } from './CardStatesContext.tsx';
import { createCardMountQueue } from './card-mount-queue.ts';
import type { LayoutCard } from './detail-layout.ts';
import { useCardStates } from './useCardStates.ts';

const card: LayoutCard = { title: 'Family', elements: [{ field: 'familyMaritalStatus' }] };
let idle: (() => void)[] = [];

beforeEach(() => {
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  idle = [];
  localStorage.clear();
});

function Page({ inFirstView, children }: { inFirstView: string[]; children: ReactNode }) {
  const states = useCardStates('/person', {});
  const [mounting] = useState(() => ({ queue: createCardMountQueue(), inFirstView: new Set(inFirstView) }));
  return (
    <CardStatesContext.Provider value={states}>
      <CardMountingContext.Provider value={mounting}>{children}</CardMountingContext.Provider>
    </CardStatesContext.Provider>
  );
}

function renderCard(inFirstView: string[]) {
  render(
    <MantineProvider>
      <Page inFirstView={inFirstView}>
        <CardFrame card={card} placeholder={<div data-testid="placeholder" />}>
          <input aria-label="Marital status" />
        </CardFrame>
      </Page>
    </MantineProvider>,
  );
}

describe('a card of a page mounting its cards in turn', () => {
  it('mounts its content at once when it is in the first view', () => {
    renderCard(['Family']);
    expect(screen.getByLabelText('Marital status')).toBeTruthy();
  });

  it('holds a placeholder until its turn comes', () => {
    renderCard([]);
    expect(screen.queryByLabelText('Marital status')).toBeNull();
    expect(screen.getByTestId('placeholder')).toBeTruthy();
    act(() => {
      for (const run of idle.splice(0)) run();
    });
    expect(screen.getByLabelText('Marital status')).toBeTruthy();
  });

  it('mounts its content when a field of it must be revealed, before the page scrolls to it', () => {
    renderCard([]);
    act(() => revealField('familyMaritalStatus'));
    expect(screen.getByLabelText('Marital status')).toBeTruthy();
  });

  it('mounts its content when the focus reaches its title, so that Tab goes on into its fields', () => {
    renderCard([]);
    act(() => fireEvent.focus(screen.getByRole('button', { name: /Family/ })));
    expect(screen.getByLabelText('Marital status')).toBeTruthy();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCardMountQueue } from './card-mount-queue.ts';

// Idle callbacks run when the test says the browser is idle.
let idle: (() => void)[] = [];
const runIdle = () => {
  const due = idle;
  idle = [];
  for (const run of due) run();
};

beforeEach(() => {
  vi.stubGlobal('window', {
    requestIdleCallback: (run: () => void) => idle.push(run),
    cancelIdleCallback: () => {
      idle = [];
    },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  idle = [];
});

describe("a page's queue of cards mounting later", () => {
  it('mounts one card per idle moment, in the order they came', () => {
    const queue = createCardMountQueue();
    const mounted: string[] = [];
    queue.add(() => mounted.push('Identity'));
    queue.add(() => mounted.push('Family'));
    queue.add(() => mounted.push('Income'));
    runIdle();
    expect(mounted).toEqual(['Identity']);
    runIdle();
    runIdle();
    expect(mounted).toEqual(['Identity', 'Family', 'Income']);
  });

  it('mounts first a card coming near the view, and forgets a card that left', () => {
    const queue = createCardMountQueue();
    const mounted: string[] = [];
    const family = () => mounted.push('Family');
    const income = () => mounted.push('Income');
    queue.add(() => mounted.push('Identity'));
    queue.add(family);
    const leave = queue.add(income);
    queue.hurry(family);
    leave();
    runIdle();
    runIdle();
    runIdle();
    expect(mounted).toEqual(['Family', 'Identity']);
  });

  it('mounts a card in view at once, and only once', () => {
    const queue = createCardMountQueue();
    const mounted: string[] = [];
    const family = () => mounted.push('Family');
    queue.add(() => mounted.push('Identity'));
    queue.add(family);
    queue.mountNow(family);
    expect(mounted).toEqual(['Family']);
    queue.mountNow(family);
    runIdle();
    runIdle();
    expect(mounted).toEqual(['Family', 'Identity']);
  });

  it('mounts nothing more once the page leaves', () => {
    const queue = createCardMountQueue();
    const mounted: string[] = [];
    queue.add(() => mounted.push('Identity'));
    queue.clear();
    runIdle();
    expect(mounted).toEqual([]);
  });
});

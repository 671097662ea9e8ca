import { describe, expect, it } from 'vitest';
import { InProcessInvalidations } from './in-process-invalidations.ts';

describe('cache invalidations of the embedded database', () => {
  it("tells every subscriber of the process at once, and no closed one's", async () => {
    const publisher = new InProcessInvalidations();
    const subscriber = new InProcessInvalidations();
    const heard: string[] = [];
    const forgetAll = () => {};
    subscriber.subscribe('things', { forget: (key) => heard.push(`subscriber ${key}`), forgetAll });
    const stop = publisher.subscribe('things', {
      forget: (key) => heard.push(`publisher ${key}`),
      forgetAll,
    });
    publisher.subscribe('other things', { forget: (key) => heard.push(`other ${key}`), forgetAll });
    publisher.publish('things', 'a');
    stop();
    await subscriber.close();
    publisher.publish('things', 'b');
    await publisher.close();
    expect(heard).toEqual(['subscriber a', 'publisher a']);
  });
});

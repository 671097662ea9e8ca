import { describe, expect, it } from 'vitest';
import { Turns } from './turns.ts';

const later = () => {
  let release = () => {};
  const done = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { done, release };
};

describe('Turns', () => {
  it('runs at most the given number at once, the rest in order, and refuses past the waiting line', async () => {
    const turns = new Turns(2, 1);
    const started: number[] = [];
    const gates = [later(), later(), later()];
    const runs = gates.map((gate, index) =>
      turns.run(async () => {
        started.push(index);
        await gate.done;
        return index;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    await expect(turns.run(async () => 'late')).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    gates[0]?.release();
    await runs[0];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    gates[1]?.release();
    gates[2]?.release();
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
    expect(await turns.run(async () => 'free again')).toBe('free again');
  });

  it('gives the turn back when the work fails', async () => {
    const turns = new Turns(1);
    await expect(turns.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await turns.run(async () => 'next')).toBe('next');
  });
});

import { afterAll, describe, expect, it } from 'vitest';
import { ScriptRunner } from './script-runner.ts';

const user = { username: 'clerk@alpha', tenant: 'alpha' };
const limits = { timeMs: 200, memoryBytes: 8 * 1024 * 1024, outputBytes: 64 * 1024 };

describe('scripts run in worker threads', () => {
  const runner = new ScriptRunner({ threads: 2, maxWaiting: 2 });
  afterAll(() => runner.close());

  it('answers a run and the host calls it makes, off the event loop', async () => {
    const run = await runner.run(
      {
        name: 'greeting',
        code: `async function execute(params, context) {
          const person = await context.getRecord('Person', params.id);
          context.log('read', person.name);
          return 'Hello ' + person.name;
        }`,
        params: { id: 'PER00000001' },
        user,
        host: { getRecord: async (_entity, id) => ({ registration: id, name: 'Ada' }) },
      },
      limits,
    );
    expect(run.result).toBe('Hello Ada');
    expect(run.logs).toEqual([{ level: 'info', message: 'read Ada' }]);
  });

  it('keeps the event loop free while a script loops, and refuses runs past its queue', async () => {
    const looping = runner.run(
      { name: 'loop', code: 'function execute() { for (;;) {} }', params: {}, user },
      limits,
    );
    // While the loop runs in its thread, the event loop answers timers on time.
    const started = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(performance.now() - started).toBeLessThan(100);
    await expect(looping).rejects.toMatchObject({ code: 'SCRIPT_TIME_LIMIT' });

    const slow = { name: 'slow', code: 'function execute() { for (;;) {} }', params: {}, user };
    const runs = [1, 2, 3, 4].map(() =>
      runner.run(slow, { ...limits, timeMs: 100 }).then(
        () => 'answered',
        (error: { code: string }) => error.code,
      ),
    );
    await expect(runner.run(slow, limits)).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(await Promise.all(runs)).toEqual(Array(4).fill('SCRIPT_TIME_LIMIT'));
    // Each thread is ready again for the next run.
    const after = await runner.run({
      name: 'after',
      code: 'function execute() { return 1; }',
      params: {},
      user,
    });
    expect(after.result).toBe(1);
  });

  it('ends a thread stuck past its deadline, answering the time limit, and starts another', async () => {
    // The host never answers: the script waits past its deadline, and its thread is ended.
    const stuck = runner.run(
      {
        name: 'stuck',
        code: 'async function execute(p, context) { return await context.never(); }',
        params: {},
        user,
        host: { never: () => new Promise(() => {}) },
      },
      { ...limits, timeMs: 100 },
    );
    await expect(stuck).rejects.toMatchObject({
      code: 'SCRIPT_TIME_LIMIT',
      message: 'Script stuck ran past its time limit of 100 ms and was stopped',
    });
    const next = await runner.run({
      name: 'next',
      code: 'function execute() { return "ok"; }',
      params: {},
      user,
    });
    expect(next.result).toBe('ok');
  });
});

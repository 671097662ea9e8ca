import type { ScriptLimits } from '@lessor/domain/scripts';
import { describe, expect, it } from 'vitest';
import { runScript } from './server-sandbox.ts';

const user = { username: 'clerk@alpha', tenant: 'alpha' };
const run = (code: string, params: unknown = {}, limits?: Partial<ScriptLimits>, host = {}) =>
  runScript(
    'test-script',
    code,
    { params, user, host },
    {
      timeMs: 500,
      memoryBytes: 8 * 1024 * 1024,
      outputBytes: 64 * 1024,
      ...limits,
    },
  );

describe('a tenant script in the sandbox', () => {
  it('calls execute with the params and a context, and answers its value with what it logged', async () => {
    const answer = await run(
      `function execute(params, context) {
        context.log('greeting', params.who, { at: 1 });
        context.warn('careful');
        return { message: 'Hello ' + params.who + '!', by: context.user.username };
      }`,
      { who: 'Ada' },
    );
    expect(answer.result).toEqual({ message: 'Hello Ada!', by: 'clerk@alpha' });
    expect(answer.logs).toEqual([
      { level: 'info', message: 'greeting Ada {"at":1}' },
      { level: 'warn', message: 'careful' },
    ]);
    expect(answer.durationMs).toBeGreaterThan(0);
  });

  it('awaits the host functions it is given, and an async execute', async () => {
    const seen: unknown[] = [];
    const host = {
      getRecord: async (entity: unknown, id: unknown) => {
        seen.push([entity, id]);
        return { registration: id, name: 'Crane lease' };
      },
      failing: async () => {
        throw new Error('Permission denied');
      },
    };
    const answer = await run(
      `async function execute(params, context) {
        const record = await context.getRecord('Contract', params.id);
        let refused = '';
        try { await context.failing(); } catch (error) { refused = error.message; }
        return { name: record.name, refused };
      }`,
      { id: 'CTR00000001' },
      {},
      host,
    );
    expect(answer.result).toEqual({ name: 'Crane lease', refused: 'Permission denied' });
    expect(seen).toEqual([['Contract', 'CTR00000001']]);
  });

  it('stops an infinite loop, a memory bomb and too much output, each with its own error', async () => {
    const started = Date.now();
    await expect(run('function execute() { for (;;) {} }', {}, { timeMs: 100 })).rejects.toMatchObject({
      code: 'SCRIPT_TIME_LIMIT',
      message: 'Script test-script ran past its time limit of 100 ms and was stopped',
    });
    expect(Date.now() - started).toBeLessThan(1_000);
    await expect(
      run('function execute() { const a = []; for (;;) a.push({ at: a.length }); }', {}, { timeMs: 5_000 }),
    ).rejects.toMatchObject({ code: 'SCRIPT_MEMORY_LIMIT' });
    await expect(run("function execute() { return 'x'.repeat(100000); }")).rejects.toMatchObject({
      code: 'SCRIPT_OUTPUT_LIMIT',
    });
    await expect(
      run('async function execute(p, context) { await new Promise(() => {}); }', {}, { timeMs: 100 }),
    ).rejects.toMatchObject({ code: 'SCRIPT_TIME_LIMIT' });
  });

  it('reaches nothing of the host: no fetch, require, process or file system', async () => {
    const answer = await run(
      `function execute() {
        return [typeof fetch, typeof require, typeof process, typeof globalThis.std, typeof globalThis.os, typeof setTimeout];
      }`,
    );
    expect(answer.result).toEqual([
      'undefined',
      'undefined',
      'undefined',
      'undefined',
      'undefined',
      'undefined',
    ]);
    await expect(run("function execute() { return require('fs'); }")).rejects.toMatchObject({
      code: 'SCRIPT_FAILED',
      message: "Script test-script failed: 'require' is not defined",
    });
  });

  it("answers a script's own refusal in its own words", async () => {
    await expect(
      run(
        "function execute(p, context) { if (p.amount > 10) context.refuse('Above the limit of 10'); return 'ok'; }",
        {
          amount: 11,
        },
      ),
    ).rejects.toMatchObject({ code: 'SCRIPT_REFUSED', message: 'Above the limit of 10' });
    // Refused or answered, an async script leaves its engine clean for the next run.
    const limit =
      "async function execute(p, context) { if (p.amount > 10) context.refuse('No'); return p.amount; }";
    await expect(run(limit, { amount: 11 })).rejects.toMatchObject({ code: 'SCRIPT_REFUSED' });
    expect((await run(limit, { amount: 5 })).result).toBe(5);
  });

  it('refuses a script without execute, or that does not compile, by name', async () => {
    await expect(run('const x = 1;')).rejects.toMatchObject({
      code: 'SCRIPT_WITHOUT_EXECUTE',
      message: 'Script test-script does not have an execute() function',
    });
    await expect(run('function execute( {')).rejects.toMatchObject({ code: 'SCRIPT_FAILED' });
  });

  it('keeps runs apart: what one sets globally, the next does not see', async () => {
    await run('globalThis.secret = 42; function execute() { return secret; }');
    const next = await run('function execute() { return typeof secret; }');
    expect(next.result).toBe('undefined');
  });
});

import {
  type QuickJSContext,
  type QuickJSDeferredPromise,
  type QuickJSHandle,
  type QuickJSSyncVariant,
  type QuickJSWASMModule,
  shouldInterruptAfterDeadline,
} from 'quickjs-emscripten-core';
import { LessorError } from '../errors/index.ts';
import { scriptEngine } from './script-engine.ts';

/**
 * What the sandbox needs of the platform it runs on, which Node and every browser have and the
 * language alone (ES2023) does not: a clock, a timer and UTF-8.
 */
const platform = globalThis as unknown as {
  performance: { now(): number };
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(timer: unknown): void;
  TextEncoder: new () => { encode(text: string): Uint8Array };
};

/** What one run may use: beyond any of them, it is stopped with a typed error. */
export interface ScriptLimits {
  timeMs: number;
  memoryBytes: number;
  /** The result and the log lines together, as JSON text. */
  outputBytes: number;
}

export const defaultScriptLimits: ScriptLimits = {
  timeMs: 1_000,
  memoryBytes: 16 * 1024 * 1024,
  outputBytes: 1024 * 1024,
};

/** A line a script logged with `context.log(...)`. */
export interface ScriptLogLine {
  level: 'info' | 'warn' | 'error';
  message: string;
}

/**
 * What a script may call beyond the language: asynchronous host functions by name, each given the
 * arguments as plain JSON values and answering one (records read or written with the caller's
 * rights). Nothing else of the host is reachable.
 */
export type ScriptHostFunctions = Readonly<Record<string, (...args: unknown[]) => Promise<unknown>>>;

export interface ScriptRun {
  result: unknown;
  logs: ScriptLogLine[];
  durationMs: number;
}

export type RunScript = (
  name: string,
  code: string,
  input: ScriptInput,
  limits?: ScriptLimits,
) => Promise<ScriptRun>;

export interface ScriptInput {
  params: unknown;
  user: { username: string; tenant: string };
  host?: ScriptHostFunctions;
}

/**
 * The sandbox on one build of the QuickJS engine compiled to WebAssembly (the server's and the
 * browser's load their `.wasm` file each their own way): the engine is loaded at the first run and
 * kept, and every run gets a fresh runtime. Both sides run a script with the same semantics.
 */
export function scriptSandbox(variant: QuickJSSyncVariant): RunScript {
  const engine = () => scriptEngine(variant);
  return (name, code, input, limits = defaultScriptLimits) => runScript(engine, name, code, input, limits);
}

/**
 * The engine loaded and its code compiled by a first small run, as a worker starts: the worker
 * tells its caller a run has begun (and the caller's watchdog starts) only once this has settled,
 * so that no script pays for it within its time limit.
 */
export function warmedUp(run: RunScript): Promise<void> {
  return run('warm-up', 'function execute() { return null; }', {
    params: null,
    user: { username: '', tenant: '' },
  }).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * Runs a tenant's script: its code defines `execute(params, context)`, called with `params` and a
 * context holding `log(...)`, the caller (`user`) and the host functions under their names; it may
 * answer a value or a promise of one. Each run has its own QuickJS runtime with a memory limit,
 * an interrupt past its deadline (also while it waits on the host) and an output limit: no
 * network, no file system, no `require` or `process`, and nothing shared with another run.
 */
async function runScript(
  engine: () => Promise<QuickJSWASMModule>,
  name: string,
  code: string,
  input: ScriptInput,
  limits: ScriptLimits,
): Promise<ScriptRun> {
  const started = platform.performance.now();
  const runtime = (await engine()).newRuntime();
  // The script's time starts once the engine is loaded: a page's first run compiles it first.
  const deadline = Date.now() + limits.timeMs;
  runtime.setMemoryLimit(limits.memoryBytes);
  runtime.setMaxStackSize(512 * 1024);
  runtime.setInterruptHandler(shouldInterruptAfterDeadline(deadline));
  const vm = runtime.newContext();
  const logs: ScriptLogLine[] = [];
  const output = { bytes: 0 };
  const deferred: QuickJSDeferredPromise[] = [];
  const context = scriptContext(vm, name, input, { logs, output, deferred }, limits);
  let answer: string | undefined;
  let failure: unknown;
  try {
    answer = await execute(vm, name, code, { params: input.params, context }, { deadline, limits });
    if (output.bytes + utf8Length(answer ?? '') > limits.outputBytes)
      throw new LessorError('SCRIPT_OUTPUT_LIMIT', [name, String(limits.outputBytes)]);
  } catch (error) {
    failure = asScriptError(error, name, deadline, limits);
  }
  try {
    for (const promise of deferred) if (promise.alive) promise.dispose();
    context.dispose();
    vm.dispose();
    runtime.dispose();
  } catch {
    // A run stopped while the host still owed it an answer may leave the engine unable to free
    // itself: its thread is not to be used again, whatever the run answered.
    const outcome = failure ?? new LessorError('SCRIPT_FAILED', [name, 'its engine could not be freed']);
    throw new SandboxLeftDirty(withLogs(outcome, logs));
  }
  if (failure) throw withLogs(failure, logs);
  return {
    result: answer === undefined ? null : JSON.parse(answer),
    logs,
    durationMs: platform.performance.now() - started,
  };
}

const logsOfFailures = new WeakMap<object, readonly ScriptLogLine[]>();

/** Marks a run's failure with the lines the script logged before it failed. */
export function withLogs<T>(failure: T, logs: readonly ScriptLogLine[]): T {
  if (typeof failure === 'object' && failure !== null) logsOfFailures.set(failure, logs);
  return failure;
}

/** The lines a failed run logged before it failed; none when told nothing. */
export function logsOfFailure(failure: unknown): readonly ScriptLogLine[] {
  return (typeof failure === 'object' && failure !== null && logsOfFailures.get(failure)) || [];
}

/** A run whose engine could not be freed, with how the run itself ended. */
export class SandboxLeftDirty extends Error {
  readonly outcome: unknown;

  constructor(outcome: unknown) {
    super('the script engine could not be freed');
    this.outcome = outcome;
  }
}

/** Defines the script, calls its `execute` and answers its value as JSON text; every handle is let go. */
async function execute(
  vm: QuickJSContext,
  name: string,
  code: string,
  input: { params: unknown; context: QuickJSHandle },
  timing: { deadline: number; limits: ScriptLimits },
): Promise<string | undefined> {
  const { deadline, limits } = timing;
  const defined = vm.evalCode(code, `${name}.js`, { type: 'global' });
  if (defined.error) throw scriptError(vm, name, defined.error, limits, deadline);
  defined.value.dispose();
  const execute = vm.getProp(vm.global, 'execute');
  const params = fromJson(vm, input.params);
  try {
    if (vm.typeof(execute) !== 'function') throw new LessorError('SCRIPT_WITHOUT_EXECUTE', [name]);
    const called = vm.callFunction(execute, vm.undefined, params, input.context);
    if (called.error) throw scriptError(vm, name, called.error, limits, deadline);
    const settled = await settle(vm, called.value, deadline, name, limits);
    try {
      return toJson(vm, settled);
    } finally {
      settled.dispose();
    }
  } finally {
    execute.dispose();
    params.dispose();
  }
}

/** The `context` argument: the caller, `log`, and each host function answering a promise. */
function scriptContext(
  vm: QuickJSContext,
  name: string,
  input: Omit<ScriptInput, 'params'>,
  {
    logs,
    output,
    deferred,
  }: { logs: ScriptLogLine[]; output: { bytes: number }; deferred: QuickJSDeferredPromise[] },
  limits: ScriptLimits,
): QuickJSHandle {
  const context = vm.newObject();
  // `context.refuse(message)`: the script's own refusal, told to the caller in its own words.
  const refuse = vm.unwrapResult(
    vm.evalCode(
      "(function refuse(message) { const e = new Error(String(message)); e.name = 'Refusal'; throw e; })",
    ),
  );
  vm.setProp(context, 'refuse', refuse);
  refuse.dispose();
  const user = fromJson(vm, { username: input.user.username, tenant: input.user.tenant });
  vm.setProp(context, 'user', user);
  user.dispose();
  for (const level of ['info', 'warn', 'error'] as const) {
    const log = vm.newFunction(level === 'info' ? 'log' : level, (...args) => {
      const message = args
        .map((arg) => (vm.typeof(arg) === 'string' ? vm.getString(arg) : (toJson(vm, arg) ?? 'undefined')))
        .join(' ');
      output.bytes += utf8Length(message);
      if (output.bytes > limits.outputBytes)
        return { error: vm.newError(`Script ${name} logged more than ${limits.outputBytes} bytes`) };
      logs.push({ level, message });
      return vm.undefined;
    });
    vm.setProp(context, level === 'info' ? 'log' : level, log);
    log.dispose();
  }
  for (const [hostName, call] of Object.entries(input.host ?? {})) {
    const fn = vm.newFunction(hostName, (...args) => {
      const values = args.map((arg) => parseJson(toJson(vm, arg)));
      const promise = vm.newPromise();
      deferred.push(promise);
      call(...values).then(
        (answer) => {
          if (!vm.alive) return;
          const handle = fromJson(vm, answer ?? null);
          promise.resolve(handle);
          handle.dispose();
        },
        (error: unknown) => {
          if (!vm.alive) return;
          const handle = vm.newError(error instanceof Error ? error.message : String(error));
          promise.reject(handle);
          handle.dispose();
        },
      );
      // What the host answered reaches the script's awaiting code at the next turn of its jobs.
      void promise.settled.then(() => {
        if (vm.alive) vm.runtime.executePendingJobs();
      });
      return promise.handle;
    });
    vm.setProp(context, hostName, fn);
    fn.dispose();
  }
  return context;
}

/** The value a run answered, once its promise (if it is one) settles, within the run's deadline. */
async function settle(
  vm: QuickJSContext,
  value: QuickJSHandle,
  deadline: number,
  name: string,
  limits: ScriptLimits,
): Promise<QuickJSHandle> {
  vm.runtime.executePendingJobs();
  if (vm.typeof(value) !== 'object' || !isPromise(vm, value)) return value;
  const resolution = vm.resolvePromise(value);
  value.dispose();
  vm.runtime.executePendingJobs();
  let timer: unknown;
  const late = new Promise<'late'>((resolve) => {
    timer = platform.setTimeout(() => resolve('late'), Math.max(0, deadline - Date.now()));
  });
  try {
    const settled = await Promise.race([resolution, late]);
    if (settled === 'late') throw new LessorError('SCRIPT_TIME_LIMIT', [name, String(limits.timeMs)]);
    if (settled.error) throw scriptError(vm, name, settled.error, limits, deadline);
    return settled.value;
  } finally {
    platform.clearTimeout(timer);
  }
}

function isPromise(vm: QuickJSContext, value: QuickJSHandle): boolean {
  const state = vm.getPromiseState(value);
  // The state holds handles of its own (the value or the error), let go at once.
  if (state.type === 'fulfilled' && !state.notAPromise) state.value.dispose();
  if (state.type === 'rejected') state.error.dispose();
  return !(state.type === 'fulfilled' && state.notAPromise);
}

/**
 * A failure of the run itself as a typed error: the engine's own errors (its interrupt past the
 * deadline reaching the host while it hands values over, say) are the script's time limit or its
 * failure, never an untyped error.
 */
function asScriptError(error: unknown, name: string, deadline: number, limits: ScriptLimits): unknown {
  if (error instanceof LessorError) return error;
  if (Date.now() >= deadline) return new LessorError('SCRIPT_TIME_LIMIT', [name, String(limits.timeMs)]);
  const message = error instanceof Error ? error.message : String(error);
  return new LessorError('SCRIPT_FAILED', [name, message.slice(0, 500)]);
}

/** A script's failure as the caller sees it: out of time, out of memory, or its own error's message. */
function scriptError(
  vm: QuickJSContext,
  name: string,
  error: QuickJSHandle,
  limits: ScriptLimits,
  deadline: number,
): LessorError {
  const timedOut = Date.now() >= deadline;
  // Reading the error runs code in the VM, which the interrupt handler past its deadline would stop
  // at once: the reading gets a short time of its own.
  vm.runtime.setInterruptHandler(shouldInterruptAfterDeadline(Date.now() + 50));
  let dumped: { name?: string; message?: string } | string;
  try {
    dumped = vm.dump(error) as { name?: string; message?: string } | string;
  } catch (unreadable) {
    dumped =
      unreadable instanceof Error
        ? { name: unreadable.name, message: unreadable.message }
        : String(unreadable);
  } finally {
    error.dispose();
  }
  const message = typeof dumped === 'string' ? dumped : `${dumped?.message ?? dumped}`;
  if (typeof dumped === 'object' && dumped?.name === 'Refusal')
    return new LessorError('SCRIPT_REFUSED', [message.slice(0, 500)]);
  if (message === 'interrupted' && timedOut)
    return new LessorError('SCRIPT_TIME_LIMIT', [name, String(limits.timeMs)]);
  if (message === 'out of memory' || (typeof dumped === 'object' && dumped === null))
    return new LessorError('SCRIPT_MEMORY_LIMIT', [name, String(limits.memoryBytes)]);
  return new LessorError('SCRIPT_FAILED', [name, message.slice(0, 500)]);
}

/** A host value into the VM, through JSON: only data crosses, never a host object. */
function fromJson(vm: QuickJSContext, value: unknown): QuickJSHandle {
  if (value === undefined) return vm.undefined;
  // The VM's JSON.parse reads data alone, and faster than its compiler reads a literal.
  const text = vm.newString(JSON.stringify(value));
  const json = vm.getProp(vm.global, 'JSON');
  const parsed = vm.callMethod(json, 'parse', [text]);
  json.dispose();
  text.dispose();
  return vm.unwrapResult(parsed);
}

/** A VM value as JSON text, undefined for what JSON cannot hold. */
function toJson(vm: QuickJSContext, value: QuickJSHandle): string | undefined {
  const json = vm.getProp(vm.global, 'JSON');
  const stringified = vm.callMethod(json, 'stringify', [value]);
  json.dispose();
  if (stringified.error) {
    stringified.error.dispose();
    return undefined;
  }
  const text = vm.typeof(stringified.value) === 'string' ? vm.getString(stringified.value) : undefined;
  stringified.value.dispose();
  return text;
}

const encoder = new platform.TextEncoder();

/** Bytes of a text in UTF-8, as the output limit counts them on either side. */
function utf8Length(text: string): number {
  return encoder.encode(text).byteLength;
}

function parseJson(text: string | undefined): unknown {
  return text === undefined ? undefined : JSON.parse(text);
}

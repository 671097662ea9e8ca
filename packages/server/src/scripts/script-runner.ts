import { Worker } from 'node:worker_threads';
import { LessorError } from '@lessor/domain/errors';
import {
  defaultScriptLimits,
  failureOf,
  type ScriptHostFunctions,
  type ScriptLimits,
  type ScriptRun,
} from '@lessor/domain/scripts';
import type { HostAnswer, ScriptTask, WorkerMessage } from './script.worker.ts';

/** A run to make: the script by name and code, what it is given, and what it may call of the host. */
export interface ScriptRequest {
  name: string;
  code: string;
  params: unknown;
  user: { username: string; tenant: string };
  host?: ScriptHostFunctions;
}

interface Pending {
  request: ScriptRequest;
  limits: ScriptLimits;
  resolve: (run: ScriptRun) => void;
  reject: (error: Error) => void;
}

/** Past its time limit, a run's thread gets this much longer to stop by itself before it is ended. */
const graceMs = 250;
/** A thread starting (its engine compiled, the first time) before it begins a run. */
const startupMs = 10_000;
/** A worker's heap besides the QuickJS memory a run is limited to: the engine and its messages. */
const workerHeapMb = 128;

/**
 * Runs tenant scripts in a few worker threads kept warm (a run starts in well under a millisecond
 * once its thread is up), each thread one run at a time. A run past its time limit is stopped in
 * the sandbox; one whose thread does not answer in time after that (a script stuck in the
 * engine's own code) has its thread ended and replaced. Runs beyond the threads wait, a few of
 * them; more are refused (TOO_MANY_REQUESTS) rather than queued without end.
 */
export class ScriptRunner {
  readonly #size: number;
  readonly #maxWaiting: number;
  readonly #idle: Worker[] = [];
  readonly #busy = new Set<Worker>();
  readonly #waiting: Pending[] = [];
  #nextRun = 0;
  #closed = false;

  constructor(options: { threads?: number; maxWaiting?: number } = {}) {
    this.#size = options.threads ?? 2;
    this.#maxWaiting = options.maxWaiting ?? 64;
  }

  run(request: ScriptRequest, limits: ScriptLimits = defaultScriptLimits): Promise<ScriptRun> {
    if (this.#closed) return Promise.reject(new Error('the script runner is closed'));
    return new Promise((resolve, reject) => {
      const pending = { request, limits, resolve, reject };
      const worker = this.#freeWorker();
      if (worker) this.#start(worker, pending);
      else if (this.#waiting.length < this.#maxWaiting) this.#waiting.push(pending);
      else reject(new LessorError('TOO_MANY_REQUESTS', ['a few seconds']));
    });
  }

  /** Ends every thread; runs under way are refused. */
  async close(): Promise<void> {
    this.#closed = true;
    for (const pending of this.#waiting.splice(0)) pending.reject(new Error('the script runner is closed'));
    await Promise.all([...this.#idle.splice(0), ...this.#busy].map((worker) => worker.terminate()));
    this.#busy.clear();
  }

  /** An idle thread, else a new one while there are fewer than the pool's size; none when all are busy. */
  #freeWorker(): Worker | undefined {
    return this.#idle.pop() ?? (this.#busy.size < this.#size ? this.#newWorker() : undefined);
  }

  #newWorker(): Worker {
    const worker = new Worker(new URL('./script.worker.ts', import.meta.url), {
      resourceLimits: { maxOldGenerationSizeMb: workerHeapMb },
    });
    // A worker waiting for work does not keep the process alive.
    worker.unref();
    return worker;
  }

  #start(worker: Worker, pending: Pending): void {
    this.#busy.add(worker);
    const { request, limits } = pending;
    const runId = this.#nextRun++;
    let finished = false;
    let watchdog: NodeJS.Timeout | undefined;
    let startup: NodeJS.Timeout | undefined;
    const finish = (outcome: () => void, keep: boolean) => {
      if (finished) return;
      finished = true;
      clearTimeout(watchdog);
      clearTimeout(startup);
      worker.off('message', onMessage);
      worker.off('error', onFailure);
      worker.off('exit', onFailure);
      this.#busy.delete(worker);
      if (keep && !this.#closed) this.#idle.push(worker);
      else void worker.terminate();
      outcome();
      this.#next();
    };
    const onMessage = (message: WorkerMessage) => {
      if (message.runId !== runId) return;
      if (message.kind === 'started') {
        clearTimeout(startup);
        // The deadline counts from the run's start in its thread, not from a thread still starting.
        watchdog = setTimeout(
          () =>
            finish(
              () => pending.reject(new LessorError('SCRIPT_TIME_LIMIT', [request.name, limits.timeMs])),
              false,
            ),
          limits.timeMs + graceMs,
        );
        return;
      }
      if (message.kind === 'host-call') {
        void answerHostCall(worker, request.host, message);
        return;
      }
      if (message.ok) finish(() => pending.resolve(message.run), true);
      else finish(() => pending.reject(failureOf(message)), !message.broken);
    };
    const onFailure = (error?: unknown) =>
      finish(() => {
        const reason = error instanceof Error ? error.message : 'its thread stopped';
        pending.reject(new LessorError('SCRIPT_FAILED', [request.name, reason]));
      }, false);
    startup = setTimeout(() => onFailure(new Error('its thread did not start')), startupMs);
    worker.on('message', onMessage);
    worker.once('error', onFailure);
    worker.once('exit', onFailure);
    const task: ScriptTask = {
      kind: 'run',
      runId,
      name: request.name,
      code: request.code,
      // As JSON would carry them: an exact amount (a Decimal) reaches the script as its text.
      params: JSON.parse(JSON.stringify(request.params ?? null)),
      user: request.user,
      hostNames: Object.keys(request.host ?? {}),
      limits,
    };
    worker.postMessage(task);
  }

  #next(): void {
    const pending = this.#waiting.shift();
    if (!pending) return;
    const worker = this.#freeWorker();
    if (worker) this.#start(worker, pending);
    else this.#waiting.unshift(pending);
  }
}

/** Calls the host function a script asked for and sends its answer back, or why it refused. */
async function answerHostCall(
  worker: Worker,
  host: ScriptHostFunctions | undefined,
  call: Extract<WorkerMessage, { kind: 'host-call' }>,
): Promise<void> {
  let answer: HostAnswer;
  try {
    const fn = host?.[call.name];
    if (!fn) throw new Error(`${call.name} is not a function of this run`);
    answer = { kind: 'host-answer', callId: call.callId, ok: true, value: await fn(...call.args) };
  } catch (error) {
    answer = {
      kind: 'host-answer',
      callId: call.callId,
      ok: false,
      message: error instanceof Error ? error.message : String(error),
    };
  }
  worker.postMessage(answer);
}

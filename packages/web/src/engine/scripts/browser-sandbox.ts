import { LessorError } from '@lessor/domain/errors';
import { defaultScriptLimits, failureOf, type ScriptLimits, type ScriptRun } from '@lessor/domain/scripts';
import type { BrowserScriptMessage, BrowserScriptTask } from './script.worker.ts';

/** Past its time limit, a run's worker gets this much longer to stop by itself before it is ended. */
const graceMs = 250;
/** A worker starting (its engine fetched and compiled) before it begins a run. */
const startupMs = 10_000;

let worker: Worker | undefined;
let queue: Promise<unknown> = Promise.resolve();
let nextRun = 0;

/**
 * Runs a script in the browser's sandbox, the server's own (`@lessor/domain/scripts`) on the same
 * engine, in a worker of the page: a script that loops or eats memory never holds the page, and
 * one whose worker does not answer in time after its limit (a script stuck in the engine's own
 * code, out of reach of its interrupt) has the worker ended and replaced. Runs take turns. The
 * worker, its engine and the `.wasm` file are loaded the first time a page runs a script.
 */
export function runScriptInBrowser(
  name: string,
  code: string,
  input: { params: unknown; user: { username: string; tenant: string } },
  limits: ScriptLimits = defaultScriptLimits,
): Promise<ScriptRun> {
  const task: BrowserScriptTask = {
    runId: nextRun++,
    name,
    code,
    // As JSON would carry them: only data reaches a script, and a layout's declared parts may be more.
    params: JSON.parse(JSON.stringify(input.params ?? null)),
    user: input.user,
    limits,
  };
  const run = queue.then(() => runInWorker(task));
  queue = run.catch(() => undefined);
  return run;
}

function runInWorker(task: BrowserScriptTask): Promise<ScriptRun> {
  worker ??= new Worker(new URL('./script.worker.ts', import.meta.url), { type: 'module', name: 'scripts' });
  const current = worker;
  return new Promise((resolve, reject) => {
    let deadline: ReturnType<typeof setTimeout> | undefined;
    const finish = (keep: boolean, outcome: () => void) => {
      clearTimeout(deadline);
      current.removeEventListener('message', onMessage);
      current.removeEventListener('error', onError);
      if (!keep) {
        current.terminate();
        if (worker === current) worker = undefined;
      }
      outcome();
    };
    const onMessage = ({ data: message }: MessageEvent<BrowserScriptMessage>) => {
      if (message.runId !== task.runId) return;
      if (message.kind === 'started') {
        clearTimeout(deadline);
        // The deadline counts from the run's start in the worker, not from a worker still starting.
        const timedOut = new LessorError('SCRIPT_TIME_LIMIT', [task.name, task.limits.timeMs]);
        deadline = setTimeout(() => finish(false, () => reject(timedOut)), task.limits.timeMs + graceMs);
      } else if (message.ok) finish(true, () => resolve(message.run));
      else finish(!message.broken, () => reject(failureOf(message)));
    };
    const onFailure = (reason: string) =>
      finish(false, () => reject(new LessorError('SCRIPT_FAILED', [task.name, reason])));
    // A worker that cannot start, or whose engine ends it: the run fails, and the next gets another.
    const onError = (event: ErrorEvent) => onFailure(event.message || 'its worker stopped');
    deadline = setTimeout(() => onFailure('its worker did not start'), startupMs);
    current.addEventListener('message', onMessage);
    current.addEventListener('error', onError);
    current.postMessage(task);
  });
}

import { parentPort } from 'node:worker_threads';
import { type ErrorCode, LessorError } from '@lessor/domain/errors';
import {
  logsOfFailure,
  SandboxLeftDirty,
  type ScriptLimits,
  type ScriptLogLine,
  type ScriptRun,
} from '@lessor/domain/scripts';
import { runScript } from './server-sandbox.ts';

/** A run a worker is asked for: the script, its input, the names of the host functions it may call. */
export interface ScriptTask {
  kind: 'run';
  runId: number;
  name: string;
  code: string;
  params: unknown;
  user: { username: string; tenant: string };
  hostNames: readonly string[];
  limits: ScriptLimits;
}

/** The host's answer to one call a script made. */
export interface HostAnswer {
  kind: 'host-answer';
  callId: number;
  ok: boolean;
  value?: unknown;
  message?: string;
}

/** What a worker tells the host: a call a script makes, or how a run ended. */
export type WorkerMessage =
  | { kind: 'started'; runId: number }
  | { kind: 'host-call'; runId: number; callId: number; name: string; args: unknown[] }
  | { kind: 'done'; runId: number; ok: true; run: ScriptRun }
  | {
      kind: 'done';
      runId: number;
      ok: false;
      code: ErrorCode;
      params: unknown[];
      broken: boolean;
      logs: readonly ScriptLogLine[];
    };

const port = parentPort;
if (!port) throw new Error('script.worker.ts runs as a worker thread');

const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
let nextCall = 0;

/**
 * Runs scripts one at a time off the event loop: a script that loops or eats memory holds this
 * thread, never the server's, and the host can end the thread past the deadline. A host function
 * is a message to the host, answered by another.
 */
port.on('message', (message: ScriptTask | HostAnswer) => {
  if (message.kind === 'host-answer') {
    const call = waiting.get(message.callId);
    waiting.delete(message.callId);
    if (message.ok) call?.resolve(message.value);
    else call?.reject(new Error(message.message ?? 'refused'));
    return;
  }
  void perform(message).then((answer) => port.postMessage(answer satisfies WorkerMessage));
});

async function perform(task: ScriptTask): Promise<WorkerMessage> {
  port?.postMessage({ kind: 'started', runId: task.runId } satisfies WorkerMessage);
  const host = Object.fromEntries(
    task.hostNames.map((name) => [
      name,
      (...args: unknown[]) =>
        new Promise<unknown>((resolve, reject) => {
          const callId = nextCall++;
          waiting.set(callId, { resolve, reject });
          port?.postMessage({
            kind: 'host-call',
            runId: task.runId,
            callId,
            name,
            args,
          } satisfies WorkerMessage);
        }),
    ]),
  );
  try {
    const run = await runScript(
      task.name,
      task.code,
      { params: task.params, user: task.user, host },
      task.limits,
    );
    return { kind: 'done', runId: task.runId, ok: true, run };
  } catch (thrown) {
    const broken = thrown instanceof SandboxLeftDirty;
    const error = broken ? thrown.outcome : thrown;
    if (error instanceof LessorError)
      return {
        kind: 'done',
        runId: task.runId,
        ok: false,
        code: error.code,
        params: [...error.params],
        broken,
        logs: logsOfFailure(error),
      };
    // The engine itself failed (an abort of the WebAssembly): this thread is not to be trusted again.
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return {
      kind: 'done',
      runId: task.runId,
      ok: false,
      code: 'SCRIPT_FAILED',
      params: [task.name, reason],
      broken: true,
      logs: logsOfFailure(error),
    };
  }
}

import { parentPort } from 'node:worker_threads';
import { outcomeOf, type RunOutcome, type ScriptLimits, warmedUp } from '@lessor/domain/scripts';
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
  | ({ kind: 'done'; runId: number } & RunOutcome);

const port = parentPort;
if (!port) throw new Error('script.worker.ts runs as a worker thread');

const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
let nextCall = 0;
const ready = warmedUp(runScript);

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
  await ready;
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
  const running = runScript(
    task.name,
    task.code,
    { params: task.params, user: task.user, host },
    task.limits,
  );
  return { kind: 'done', runId: task.runId, ...(await outcomeOf(task.name, running)) };
}

import RELEASE_SYNC from '@jitl/quickjs-wasmfile-release-sync';
import wasmLocation from '@jitl/quickjs-wasmfile-release-sync/wasm?url';
import {
  outcomeOf,
  type RunOutcome,
  type ScriptLimits,
  scriptSandbox,
  warmedUp,
} from '@lessor/domain/scripts';
import { newVariant } from 'quickjs-emscripten-core';

/** A run the page asks its script worker for: the script, what it is given, and its limits. */
export interface BrowserScriptTask {
  runId: number;
  name: string;
  code: string;
  params: unknown;
  user: { username: string; tenant: string };
  limits: ScriptLimits;
}

/** What the worker tells the page: a run begun, then how it ended. */
export type BrowserScriptMessage =
  | { kind: 'started'; runId: number }
  | ({ kind: 'done'; runId: number } & RunOutcome);

const runScript = scriptSandbox(newVariant(RELEASE_SYNC, { wasmLocation }));

const ready = warmedUp(runScript);

/**
 * Runs a page's scripts off its thread, one at a time as the page sends them: a script that loops
 * or eats memory holds this worker, never the page, and the page ends the worker past the deadline.
 */
self.addEventListener('message', (event: MessageEvent<BrowserScriptTask>) => {
  void perform(event.data);
});

async function perform(task: BrowserScriptTask): Promise<void> {
  await ready;
  self.postMessage({ kind: 'started', runId: task.runId } satisfies BrowserScriptMessage);
  const running = runScript(task.name, task.code, { params: task.params, user: task.user }, task.limits);
  const outcome = await outcomeOf(task.name, running);
  self.postMessage({ kind: 'done', runId: task.runId, ...outcome } satisfies BrowserScriptMessage);
}

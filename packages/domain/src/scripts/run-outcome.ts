import { type ErrorCode, LessorError } from '../errors/index.ts';
import {
  logsOfFailure,
  SandboxLeftDirty,
  type ScriptLogLine,
  type ScriptRun,
  withLogs,
} from './script-sandbox.ts';

/**
 * How a run ended, as it crosses from the worker that ran it to the thread that asked: only data
 * crosses, so a failure travels as its error's code and values and is made again on arrival.
 * `broken` says the worker's engine is not to be used again.
 */
export type RunOutcome =
  | { ok: true; run: ScriptRun }
  | { ok: false; code: ErrorCode; params: unknown[]; broken: boolean; logs: readonly ScriptLogLine[] };

/** The outcome of a run under way, whatever it throws. */
export async function outcomeOf(name: string, running: Promise<ScriptRun>): Promise<RunOutcome> {
  try {
    return { ok: true, run: await running };
  } catch (thrown) {
    const broken = thrown instanceof SandboxLeftDirty;
    const error = broken ? thrown.outcome : thrown;
    const logs = logsOfFailure(error);
    if (error instanceof LessorError)
      return { ok: false, code: error.code, params: [...error.params], broken, logs };
    // The engine itself failed (an abort of the WebAssembly): its worker is not to be trusted again.
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return { ok: false, code: 'SCRIPT_FAILED', params: [name, reason], broken: true, logs };
  }
}

/** A failed outcome as the error the run threw in its worker, with the lines it logged. */
export function failureOf(outcome: Extract<RunOutcome, { ok: false }>): LessorError {
  return withLogs(new LessorError(outcome.code, outcome.params), outcome.logs);
}

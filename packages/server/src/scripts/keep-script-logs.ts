import { scriptLogEntity } from '@lessor/domain/entities';
import { logsOfFailure, type ScriptLogLine, type ScriptRun } from '@lessor/domain/scripts';
import type { LogBook } from '../logbook/log-book.ts';

/** Days a script's lines are kept: the log cron deletes them past their expiration date (logbook/expire-logs.ts). */
const keptDays = 7;

const levels = { info: 'INFO', warn: 'WARN', error: 'ERROR' } as const;

/** One run of a script, as its log lines name it: by name (RUN) or on an entity's write (HOOK). */
export interface LoggedRun {
  type: 'RUN' | 'HOOK';
  scriptName: string;
  user: { tenant: string; username: string };
  requestId?: string;
}

/**
 * Keeps what a run logged as ScriptLog records (`/script-logs`), in the background with the other
 * log lines: each line with its level, then a failed run's error as an ERROR line.
 */
function keepScriptLogs(
  book: LogBook,
  run: LoggedRun,
  logs: readonly ScriptLogLine[],
  failure?: string,
): void {
  const lines = [
    ...logs.map((line) => ({ level: levels[line.level], output: line.message })),
    ...(failure === undefined ? [] : [{ level: 'ERROR' as const, output: failure }]),
  ];
  const expirationDate = new Date(Date.now() + keptDays * 86_400_000).toISOString();
  for (const { level, output } of lines)
    book.add(scriptLogEntity, {
      tenant: run.user.tenant,
      username: run.user.username,
      type: run.type,
      fields: {
        name: run.scriptName,
        scriptName: run.scriptName,
        username: run.user.username,
        level,
        output,
        expirationDate,
        ...(run.requestId ? { requestId: run.requestId } : {}),
      },
    });
}

/** Runs a script and keeps its lines, whether it answers or fails. */
export async function withScriptLogs(
  book: LogBook,
  run: LoggedRun,
  perform: () => Promise<ScriptRun>,
): Promise<ScriptRun> {
  try {
    const answer = await perform();
    keepScriptLogs(book, run, answer.logs);
    return answer;
  } catch (error) {
    keepScriptLogs(book, run, logsOfFailure(error), error instanceof Error ? error.message : String(error));
    throw error;
  }
}

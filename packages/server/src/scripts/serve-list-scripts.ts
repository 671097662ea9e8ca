import type { LogBook } from '../logbook/log-book.ts';
import type { ListScripts } from '../reference-lists/answer-list-script.ts';
import { withScriptLogs } from './keep-script-logs.ts';
import { type ScriptHostContext, scriptHostFunctions } from './script-host.ts';
import type { ScriptRunner } from './script-runner.ts';
import type { TenantScripts } from './tenant-scripts.ts';

/**
 * The tenant's LIST scripts for the lists route (reference-lists/): found among its kept scripts,
 * and run as a run by name is: as the request's user, whose rights every host function checks,
 * their log lines kept as a run's.
 */
export function serveListScripts(
  context: Omit<ScriptHostContext, 'caller'> & {
    runner: ScriptRunner;
    scripts: TenantScripts;
    logBook: LogBook;
  },
): ListScripts {
  return {
    codeOf: (tenant, name) => context.scripts.listNamed(tenant, name),
    run: async (request, { name, code }, params) => {
      const caller = request.session;
      const user = { username: caller.username, tenant: caller.tenant };
      const host = scriptHostFunctions({ ...context, caller });
      const logged = { type: 'RUN' as const, scriptName: name, user, requestId: request.id };
      const run = await withScriptLogs(context.logBook, logged, () =>
        context.runner.run({ name, code, params, user, host }),
      );
      return run.result;
    },
  };
}

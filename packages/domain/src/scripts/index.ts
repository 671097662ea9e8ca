export { type CompileScript, scriptCompiler } from './compile-script.ts';
export { failureOf, outcomeOf, type RunOutcome } from './run-outcome.ts';
export {
  defaultScriptLimits,
  logsOfFailure,
  type RunScript,
  SandboxLeftDirty,
  type ScriptHostFunctions,
  type ScriptInput,
  type ScriptLimits,
  type ScriptLogLine,
  type ScriptRun,
  scriptSandbox,
  warmedUp,
  withLogs,
} from './script-sandbox.ts';

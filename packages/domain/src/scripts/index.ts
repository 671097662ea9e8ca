export { type CompileScript, scriptCompiler } from './compile-script.ts';
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
  withLogs,
} from './script-sandbox.ts';

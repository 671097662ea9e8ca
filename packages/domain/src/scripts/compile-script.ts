import type { QuickJSContext, QuickJSRuntime, QuickJSSyncVariant } from 'quickjs-emscripten-core';
import { discardScriptEngine, scriptEngine } from './script-engine.ts';
import { defaultScriptLimits } from './script-sandbox.ts';

/** Why a script's code does not compile, or undefined when it does. */
export type CompileScript = (name: string, code: string) => Promise<string | undefined>;

/**
 * The compile check on one build of the engine (the configuration check's): why a script's code
 * does not compile, in the engine's words with where (`SyntaxError: invalid property name at line
 * 1, column 20`); undefined when it compiles. Nothing of it runs: the code is parsed into bytecode,
 * which is let go. Each script is parsed in a runtime of its own, within the memory a run may use,
 * so that a huge script costs its own check alone.
 */
export function scriptCompiler(variant: QuickJSSyncVariant): CompileScript {
  return async (name, code) => {
    const module = await scriptEngine(variant);
    let runtime: QuickJSRuntime | undefined;
    let vm: QuickJSContext | undefined;
    try {
      runtime = module.newRuntime();
      runtime.setMemoryLimit(defaultScriptLimits.memoryBytes);
      runtime.setMaxStackSize(512 * 1024);
      vm = runtime.newContext();
      const compiled = vm.evalCode(code, `${name}.js`, { type: 'global', compileOnly: true });
      if (!compiled.error) {
        compiled.value.dispose();
        return undefined;
      }
      const dumped: unknown = vm.dump(compiled.error);
      compiled.error.dispose();
      return describe(dumped);
    } catch (error) {
      // The parser recurses on the host's own stack: code nested a thousand deep exhausts it and
      // throws out of the engine; code of megabytes may run it out of bounds of its memory. Either
      // would fail the same when run. The engine may not be whole afterwards: the next use loads another.
      discardScriptEngine(variant);
      if (error instanceof RangeError) return nestedTooDeeply;
      if (isEngineFault(error)) return `The engine failed on it: ${error.message}`;
      throw error;
    } finally {
      try {
        vm?.dispose();
        runtime?.dispose();
      } catch {
        discardScriptEngine(variant);
      }
    }
  };
}

/** A fault of the WebAssembly machine itself (an access out of bounds), whatever the platform names it. */
function isEngineFault(error: unknown): error is Error {
  return error instanceof Error && error.name === 'RuntimeError';
}

/** The engine's error as one line: its kind, its message, and the line and column the stack names. */
function describe(dumped: unknown): string {
  if (dumped === null || typeof dumped !== 'object')
    return dumped === null ? outOfMemory : String(dumped).slice(0, 500);
  const { name, message, stack } = dumped as { name?: unknown; message?: unknown; stack?: unknown };
  if (message === 'out of memory') return outOfMemory;
  const at = typeof stack === 'string' ? stack.match(/:(\d+):(\d+)\s*$/m) : null;
  const where = at ? ` at line ${at[1]}, column ${at[2]}` : '';
  return `${String(name ?? 'Error')}: ${String(message ?? '')}${where}`.slice(0, 500);
}

const outOfMemory = `Too large to compile within ${defaultScriptLimits.memoryBytes / (1024 * 1024)} MB`;
const nestedTooDeeply = 'Nested too deeply to compile';

import RELEASE_SYNC from '@jitl/quickjs-wasmfile-release-sync';
import { defaultScriptLimits } from '@lessor/domain/scripts';
import {
  newQuickJSWASMModuleFromVariant,
  type QuickJSContext,
  type QuickJSRuntime,
  type QuickJSWASMModule,
} from 'quickjs-emscripten-core';

/** The engine scripts run in, loaded at the first check and kept (a few tens of milliseconds). */
let engine: Promise<QuickJSWASMModule> | undefined;

function loadedEngine(): Promise<QuickJSWASMModule> {
  if (!engine) {
    const loading = newQuickJSWASMModuleFromVariant(RELEASE_SYNC);
    engine = loading;
    // A failed load is not kept: the next check tries again.
    loading.catch(() => {
      if (engine === loading) engine = undefined;
    });
  }
  return engine;
}

/**
 * Why a script's code does not compile, in the engine's words with where (`SyntaxError: invalid
 * property name at line 1, column 20`); undefined when it compiles. Nothing of it runs: the code is
 * parsed into bytecode, which is let go. Each script is parsed in a runtime of its own, within the
 * memory a run may use, so that a huge script costs its own check alone.
 */
export async function compileError(name: string, code: string): Promise<string | undefined> {
  const module = await loadedEngine();
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
    // would fail the same when run. The engine may not be whole afterwards: the next check loads another.
    engine = undefined;
    if (error instanceof RangeError) return nestedTooDeeply;
    if (error instanceof WebAssembly.RuntimeError) return `The engine failed on it: ${error.message}`;
    throw error;
  } finally {
    try {
      vm?.dispose();
      runtime?.dispose();
    } catch {
      engine = undefined;
    }
  }
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

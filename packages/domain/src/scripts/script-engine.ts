import {
  newQuickJSWASMModuleFromVariant,
  type QuickJSSyncVariant,
  type QuickJSWASMModule,
} from 'quickjs-emscripten-core';

/** The engine of each build, loaded at its first use and kept: tens of milliseconds, once. */
const engines = new WeakMap<QuickJSSyncVariant, Promise<QuickJSWASMModule>>();

/**
 * The QuickJS engine of one build (the server's and the browser's load their `.wasm` file each
 * their own way), shared by the runs and the compile checks of one thread. A failed load is not
 * kept: the next use tries again.
 */
export function scriptEngine(variant: QuickJSSyncVariant): Promise<QuickJSWASMModule> {
  let engine = engines.get(variant);
  if (!engine) {
    const loading = newQuickJSWASMModuleFromVariant(variant);
    engine = loading;
    engines.set(variant, loading);
    loading.catch(() => {
      if (engines.get(variant) === loading) engines.delete(variant);
    });
  }
  return engine;
}

/**
 * Lets the engine of a build go after it failed in a way that may have left it broken (its memory
 * overrun, its host stack exhausted): the next use loads another.
 */
export function discardScriptEngine(variant: QuickJSSyncVariant): void {
  engines.delete(variant);
}

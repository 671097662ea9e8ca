import RELEASE_SYNC from '@jitl/quickjs-wasmfile-release-sync';
import wasmLocation from '@jitl/quickjs-wasmfile-release-sync/wasm?url';
import { scriptSandbox } from '@lessor/domain/scripts';
import { newVariant } from 'quickjs-emscripten-core';

/**
 * The sandbox in the browser, the server's own (`@lessor/domain/scripts`) on the same engine: the
 * `.wasm` file is an asset of the build, fetched the first time a page runs a script. Only pages
 * that run scripts import this module, by `import()`, so the others never load the engine.
 */
export const runScriptInBrowser = scriptSandbox(newVariant(RELEASE_SYNC, { wasmLocation }));

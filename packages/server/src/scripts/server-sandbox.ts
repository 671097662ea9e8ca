import RELEASE_SYNC from '@jitl/quickjs-wasmfile-release-sync';
import { scriptCompiler, scriptSandbox } from '@lessor/domain/scripts';

/** The sandbox on the server: QuickJS reads its `.wasm` file from the package, once per thread. */
export const runScript = scriptSandbox(RELEASE_SYNC);

/** Why a script does not compile, on the same engine (the configuration check's). */
export const compileError = scriptCompiler(RELEASE_SYNC);

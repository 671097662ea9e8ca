import RELEASE_SYNC from '@jitl/quickjs-wasmfile-release-sync';
import { scriptSandbox } from '@lessor/domain/scripts';

/** The sandbox on the server: QuickJS reads its `.wasm` file from the package, once per thread. */
export const runScript = scriptSandbox(RELEASE_SYNC);

// `npm start`: install what is missing, build what is not built, then migrate and serve.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { serverNodeFlags } from '../packages/server/bin/server-node-flags.mjs';
import {
  ensureFirstStartPrepared,
  ensureInstalled,
  ensureWebBuilt,
  projectEnv,
  projectNode,
  root,
} from './setup.mjs';

ensureInstalled();
ensureWebBuilt();
ensureFirstStartPrepared();

const server = spawn(
  projectNode(),
  [...serverNodeFlags, join(root, 'packages/server/bin/lessor.mjs'), 'serve', ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
    // The demo OIDC provider runs beside Lessor on this machine, over plain http.
    env: projectEnv({ LESSOR_ALLOW_HTTP_ISSUERS: process.env.LESSOR_ALLOW_HTTP_ISSUERS ?? '1' }),
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

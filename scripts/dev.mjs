// `npm run dev`: the server restarting on change, and Vite's dev server with hot reload proxying /api to it.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureInstalled, projectEnv, projectNode, root } from './setup.mjs';

ensureInstalled();

const apiPort = process.env.PORT || '3000';
const children = [
  spawn(projectNode(), ['--watch', join(root, 'packages/server/bin/lessor.mjs'), 'serve'], {
    cwd: root,
    stdio: 'inherit',
    env: projectEnv({
      PORT: apiPort,
      LESSOR_PUBLIC_URL: 'http://localhost:5173',
      LESSOR_ALLOW_HTTP_ISSUERS: process.env.LESSOR_ALLOW_HTTP_ISSUERS ?? '1',
    }),
  }),
  spawn(projectNode(), [join(root, 'node_modules/.bin/vite')], {
    cwd: join(root, 'packages/web'),
    stdio: 'inherit',
    env: projectEnv({ LESSOR_API_PORT: apiPort }),
  }),
];
const stop = (signal) => {
  for (const child of children) child.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children)
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exitCode = code ?? 0;
  });

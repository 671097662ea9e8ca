// The Lessor server of the list benchmark, in a process of its own so that its memory is measured
// alone: it opens the database named by BENCH_DATABASE_URL and serves the whole application as
// `lessor serve` does (without the demo tenant and its sign-in), then sends the benchmark its
// origin and the authorization header of an administrator of BENCH_TENANT.
import { loadSessionSecret } from '../../packages/server/src/auth/session-tokens.ts';
import { openDatabase } from '../../packages/server/src/db/open-database.ts';
import { buildApp } from '../../packages/server/src/http/build-app.ts';
import { adminAuthorization } from '../shared/admin-authorization.ts';
import { benchSecretKey } from '../shared/open-bench-database.ts';

const db = await openDatabase({
  databaseUrl: process.env.BENCH_DATABASE_URL ?? '',
  secretKey: benchSecretKey,
});
const app = await buildApp({ db, sessionSecret: await loadSessionSecret(db) });
const authorization = await adminAuthorization(db, process.env.BENCH_TENANT ?? '');
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as { port: number };
process.send?.({ origin: `http://127.0.0.1:${port}`, authorization });
process.once('disconnect', async () => {
  await app.close();
  await db.close();
});

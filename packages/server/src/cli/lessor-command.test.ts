import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runLessorCommand } from '../testing/run-lessor-command.ts';

describe('the lessor command', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'lessor-cli-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('stops on a bad PORT or an unreachable database with one line and exit code 1', async () => {
    const badPort = await runLessorCommand(['serve'], { PORT: 'eighty', LESSOR_DATA_DIR: dataDir });
    expect(badPort).toMatchObject({
      code: 1,
      stderr: "lessor: Invalid PORT 'eighty': expected a whole number from 0 to 65535\n",
    });

    const unreachable = await runLessorCommand(['serve'], {
      DATABASE_URL: 'postgres://nobody@127.0.0.1:9/none',
    });
    expect(unreachable.code).toBe(1);
    expect(unreachable.stderr).toMatch(
      /^lessor: Cannot reach the database at postgres:\/\/nobody@127\.0\.0\.1:9\/none: .+\n$/,
    );

    const notPostgres = await runLessorCommand(['migrate'], { DATABASE_URL: 'mysql://localhost/x' });
    expect(notPostgres.stderr).toBe(
      'lessor: Invalid DATABASE_URL: expected postgres://user:password@host:port/database\n',
    );
  });

  // Five runs of the command, each opening and migrating the embedded database: more than one test's time.
  it('creates a tenant and issues sign-in tokens, refusing unknown tenants and users', async () => {
    const env = { LESSOR_DATA_DIR: dataDir };
    const created = await runLessorCommand(
      ['tenant', 'create', '--name', 'northwind', '--admin', 'ops'],
      env,
    );
    expect(created).toMatchObject({
      code: 0,
      stdout: "Created tenant 'northwind' with administrator 'ops@northwind'.\n",
    });
    expect(
      (await runLessorCommand(['tenant', 'create', '--name', 'northwind', '--admin', 'ops'], env)).stderr,
    ).toBe("lessor: Tenant 'northwind' already exists\n");

    const token = await runLessorCommand(
      ['token', '--tenant', 'northwind', '--username', 'ops@northwind'],
      env,
    );
    expect(token.code).toBe(0);
    expect(token.stdout).toMatch(/^[\w-]{43}\n$/);
    expect(
      (await runLessorCommand(['token', '--tenant', 'nowhere', '--username', 'ops@northwind'], env)).stderr,
    ).toBe("lessor: Unknown tenant 'nowhere'\n");
    expect(
      (await runLessorCommand(['token', '--tenant', 'northwind', '--username', 'ghost@northwind'], env))
        .stderr,
    ).toBe("lessor: Unknown user 'ghost@northwind' in tenant 'northwind'\n");
  }, 120_000);
});

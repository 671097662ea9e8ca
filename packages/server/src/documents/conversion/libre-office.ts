import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LessorError } from '@lessor/domain/errors';

/** The names LibreOffice's command goes by, looked for on the PATH. */
const commandNames = ['soffice', 'libreoffice'];

/** Where LibreOffice is: the command configured when it exists, else the first of its names on the PATH. */
function findLibreOffice(
  configured: string | undefined,
  env: NodeJS.ProcessEnv = process.env,
): string | undefined {
  if (configured) return existsSync(configured) ? configured : undefined;
  for (const folder of (env.PATH ?? '').split(delimiter).filter(Boolean))
    for (const name of commandNames) if (existsSync(join(folder, name))) return join(folder, name);
  return undefined;
}

/**
 * Converts an office file to PDF with LibreOffice headless, in a folder of its own with a profile of
 * its own (two conversions at once must not share LibreOffice's user profile, which it locks), and
 * stops it past the time limit. Without LibreOffice: `UNAVAILABLE_SOFTWARE`, saying what to install.
 */
export async function officeToPdf(
  file: { name: string; bytes: Uint8Array },
  options: { timeLimitMs: number; soffice?: string | undefined },
): Promise<Uint8Array> {
  const soffice = findLibreOffice(options.soffice);
  if (!soffice)
    throw new LessorError('UNAVAILABLE_SOFTWARE', [
      'LibreOffice: install it on the server (soffice on the PATH, or LESSOR_SOFFICE) to convert office files to PDF',
    ]);
  const folder = await mkdtemp(join(tmpdir(), 'lessor-convert-'));
  try {
    const extension = file.name.slice(file.name.lastIndexOf('.'));
    const source = join(folder, `source${extension}`);
    await writeFile(source, file.bytes);
    const profile = pathToFileURL(join(folder, 'profile')).href;
    const args = [`-env:UserInstallation=${profile}`, '--headless', '--norestore'];
    await run(soffice, [...args, '--convert-to', 'pdf', '--outdir', join(folder, 'out'), source], {
      timeLimitMs: options.timeLimitMs,
      name: file.name,
    });
    const [made] = (await readdir(join(folder, 'out')).catch(() => [])).filter((name) =>
      name.endsWith('.pdf'),
    );
    if (!made) throw new LessorError('CONVERSION_FAILED', [file.name, 'LibreOffice wrote no PDF']);
    return new Uint8Array(await readFile(join(folder, 'out', made)));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

function run(command: string, args: string[], limits: { timeLimitMs: number; name: string }): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { timeout: limits.timeLimitMs, killSignal: 'SIGKILL' }, (error) => {
      if (!error) return resolve();
      if (error.killed)
        return reject(new LessorError('CONVERSION_TOO_LONG', [limits.name, limits.timeLimitMs / 1000]));
      reject(
        new LessorError('CONVERSION_FAILED', [
          limits.name,
          `LibreOffice stopped with ${error.code ?? 'an error'}`,
        ]),
      );
    });
  });
}

import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { officeToPdf } from './libre-office.ts';

/**
 * LibreOffice itself is not installed on the machines the tests run on: a stand-in command takes
 * its place, doing what `soffice --headless --convert-to pdf --outdir DIR FILE` does (a PDF named
 * after the file in DIR), and refusing to when called without its own profile or headless.
 */
const standIn = (made: string, pause = 0) => `#!/bin/sh
case "$*" in *-env:UserInstallation=file://*--headless*--convert-to\\ pdf\\ --outdir*) ;; *) exit 2 ;; esac
sleep ${pause}
for last; do :; done
while [ "$1" != "--outdir" ]; do shift; done
mkdir -p "$2"
name=$(basename "$last")
cp "${made}" "$2/\${name%.*}.pdf"
`;

describe("office files converted by LibreOffice's command", () => {
  let folder: string;
  let pdf: Uint8Array;
  const command = async (name: string, script: string) => {
    const path = join(folder, name);
    await writeFile(path, script);
    await chmod(path, 0o755);
    return path;
  };

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'lessor-soffice-'));
    const document = await PDFDocument.create();
    document.addPage();
    pdf = await document.save();
    await writeFile(join(folder, 'made.pdf'), pdf);
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('runs it headless with a profile of its own and answers the PDF it wrote', async () => {
    const soffice = await command('soffice', standIn(join(folder, 'made.pdf')));
    const bytes = await officeToPdf(
      { name: 'lease.docx', bytes: new Uint8Array([1, 2]) },
      { timeLimitMs: 10_000, soffice },
    );
    expect(Buffer.from(bytes).equals(Buffer.from(pdf))).toBe(true);
  });

  it('stops it past the time limit', async () => {
    const soffice = await command('slow-soffice', standIn(join(folder, 'made.pdf'), 5));
    await expect(
      officeToPdf({ name: 'big.xlsx', bytes: new Uint8Array([1]) }, { timeLimitMs: 300, soffice }),
    ).rejects.toMatchObject({
      code: 'CONVERSION_TOO_LONG',
      message: 'Converting "big.xlsx" took more than 0.3 seconds and was stopped',
    });
  });

  it('tells a file it could not convert, and LibreOffice missing', async () => {
    const failing = await command('failing-soffice', '#!/bin/sh\nexit 1\n');
    await expect(
      officeToPdf({ name: 'odd.doc', bytes: new Uint8Array([1]) }, { timeLimitMs: 10_000, soffice: failing }),
    ).rejects.toMatchObject({ code: 'CONVERSION_FAILED' });
    await expect(
      officeToPdf(
        { name: 'odd.doc', bytes: new Uint8Array([1]) },
        { timeLimitMs: 10_000, soffice: join(folder, 'none') },
      ),
    ).rejects.toMatchObject({ code: 'UNAVAILABLE_SOFTWARE' });
  });
});

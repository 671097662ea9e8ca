import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiPort = process.env.LESSOR_API_PORT ?? '3000';

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside each text file of the build (and the script engine's WebAssembly), which the
 * server sends to browsers that accept them: the shell's JavaScript and CSS shrink about four
 * times, without compressing on every request.
 */
function precompress(): Plugin {
  const compressible = /\.(js|css|html|svg|json|wasm)$/;
  return {
    name: 'lessor-precompress',
    apply: 'build',
    async writeBundle({ dir }, bundle) {
      if (!dir) return;
      const files = Object.keys(bundle).filter(
        (file) => compressible.test(file) && !file.startsWith('.vite/'),
      );
      await Promise.all(
        files.map(async (file) => {
          const content = await readFile(join(dir, file));
          // Below about a network packet, compression saves nothing worth a header.
          if (content.length < 1024) return;
          // Quality 11 would save 2% more and take twice as long on every build.
          const quality = { [constants.BROTLI_PARAM_QUALITY]: 10 };
          await writeFile(
            join(dir, `${file}.br`),
            await promisify(brotliCompress)(content, { params: quality }),
          );
          await writeFile(join(dir, `${file}.gz`), await promisify(gzip)(content, { level: 9 }));
        }),
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${apiPort}` },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // bench/web-bundle reads the manifest to add up what each route loads.
    manifest: true,
    // The entry (React, Mantine's core, the router, the shell) is about 570 kB minified; pages split off it.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically goes into the entry's own file. Left alone, the
          // bundler cuts it into some 25 files (those the pages share), which the first load then
          // fetches at once, six at a time over HTTP/1.1.
          groups: [{ name: 'index', tags: ['$initial'] }],
        },
      },
    },
  },
});

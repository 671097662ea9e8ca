import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

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

/**
 * The service worker (`sw.js`, Workbox): it precaches the built application, so that a page opened
 * once opens again offline (foundation.md §4), every client route falling back to index.html, the
 * API never. A new build's worker takes over at once and drops the old files: a page still running
 * the old build then fails to load a chunk and shows the outdated-version screen. The push
 * messages' handlers (public/push-worker.js) run in the same worker, one per origin.
 */
function serviceWorker() {
  return VitePWA({
    injectRegister: false,
    manifest: false,
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,wasm,woff2,png,ico}'],
      // The compressed copies are the server's business; the push handlers are imported, not precached.
      globIgnores: ['**/*.br', '**/*.gz', 'push-worker.js'],
      // The script engine's WebAssembly is the largest file a page loads.
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      navigateFallback: '/index.html',
      // Every route of the server is under /api: a sign-in provider sends the browser back to a client
      // route (/authentication/login-page), and SAML posts its assertion to /api.
      navigateFallbackDenylist: [/^\/api(\/|$)/],
      importScripts: ['/push-worker.js'],
      cleanupOutdatedCaches: true,
      skipWaiting: true,
      clientsClaim: true,
    },
  });
}

export default defineConfig({
  plugins: [react(), precompress(), serviceWorker()],
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${apiPort}` },
  },
  // The scripts' worker (engine/scripts/script.worker.ts) is a module, as the page's code is.
  worker: { format: 'es' },
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

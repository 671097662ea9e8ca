import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiPort = process.env.LESSOR_API_PORT ?? '3000';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${apiPort}` },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // bench/web-bundle reads the manifest to add up what each route loads.
    manifest: true,
    // The entry (React, Mantine's core, the router) is about 450 kB minified; pages split off it.
    chunkSizeWarningLimit: 600,
  },
});

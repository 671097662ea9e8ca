import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApp } from './register-web-app.ts';

describe('the served web application', () => {
  const script = `console.log(${JSON.stringify('Lessor '.repeat(400))});`;
  const page = '<!doctype html><title>Lessor</title><div id="root"></div>';
  let webRoot: string;
  let app: FastifyInstance;

  // A build as packages/web/vite.config.ts writes it: each text file with its brotli and gzip copies.
  beforeAll(async () => {
    webRoot = await mkdtemp(join(tmpdir(), 'lessor-web-root-'));
    await mkdir(join(webRoot, 'assets'));
    await writeFile(join(webRoot, 'index.html'), page);
    await writeFile(join(webRoot, 'index.html.br'), brotliCompressSync(page));
    await writeFile(join(webRoot, 'assets/index-abc123.js'), script);
    await writeFile(join(webRoot, 'assets/index-abc123.js.br'), brotliCompressSync(script));
    await writeFile(join(webRoot, 'assets/index-abc123.js.gz'), gzipSync(script));
    await writeFile(join(webRoot, 'sw.js'), 'self.skipWaiting();');
    await writeFile(join(webRoot, 'workbox-abc123.js'), 'define([], () => {});');
    await writeFile(join(webRoot, 'push-worker.js'), "self.addEventListener('push', () => {});");
    app = Fastify();
    await registerWebApp(app, webRoot);
  });
  afterAll(async () => {
    await app.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends the brotli copy of a bundle to a browser that accepts it, cached for good', async () => {
    const answer = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(script);
    expect(answer.rawPayload.length).toBeLessThan(script.length / 10);
  });

  it('sends the gzip copy, or the file itself, to browsers that take no brotli', async () => {
    expect((await get('/assets/index-abc123.js', 'gzip')).headers['content-encoding']).toBe('gzip');
    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('answers a client route with index.html, compressed and always revalidated', async () => {
    const answer = await get('/persons', 'br');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(page);
  });

  it("answers a build's file that is gone with a 404, not with the application's page", async () => {
    const answer = await get('/assets/CacheInfoPage-old456.js', 'br');
    expect(answer.statusCode).toBe(404);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
  });

  it('has the service worker and the scripts it imports revalidated on every load, so that a new build replaces it at once', async () => {
    for (const script of ['/sw.js', '/workbox-abc123.js', '/push-worker.js']) {
      const answer = await get(script, 'gzip, deflate, br');
      expect(answer.statusCode, script).toBe(200);
      expect(answer.headers['content-type'], script).toMatch(/^(application|text)\/javascript/);
      expect(answer.headers['cache-control'], script).toBe('no-cache');
    }
  });

  it('has index.html revalidated at the root and by its own name too', async () => {
    for (const path of ['/', '/index.html']) {
      const answer = await get(path);
      expect(answer.statusCode, path).toBe(200);
      expect(answer.headers['content-type'], path).toMatch(/^text\/html/);
      expect(answer.headers['cache-control'], path).toBe('no-cache');
    }
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';

const distDir = mkdtempSync(join(tmpdir(), 'casekeeper-web-'));
mkdirSync(join(distDir, 'assets'));
writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>Casekeeper</title>');
const script = 'console.log("a script long enough to be worth compressing");\n'.repeat(40);
writeFileSync(join(distDir, 'assets', 'app-1a2b3c.js'), script);
// As the build writes them (vite-plugin-compression2): the same bytes, compressed beside each asset.
writeFileSync(join(distDir, 'assets', 'app-1a2b3c.js.br'), brotliCompressSync(script));
writeFileSync(join(distDir, 'assets', 'app-1a2b3c.js.gz'), gzipSync(script));
const context = useTestApp({}, { webDistDir: distDir });
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

const get = (url: string, headers: Record<string, string> = {}) =>
  context.app.inject({ method: 'GET', url, headers });

describe('the web client', () => {
  it.each(['/', '/index.html', '/login', '/authority/user/edit/3'])(
    'serves index.html at %s to be checked again before each use, so a release is seen at once',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>Casekeeper</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('lets browsers keep hashed assets for a year', async () => {
    const response = await get('/assets/app-1a2b3c.js');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
  ])('sends the precompressed copy a browser accepting %s takes', async (accepted, encoding) => {
    const response = await get('/assets/app-1a2b3c.js', { 'accept-encoding': accepted });
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.length).toBeLessThan(script.length / 4);
  });

  it('sends the plain file to a client that accepts no compression', async () => {
    const response = await get('/assets/app-1a2b3c.js', { 'accept-encoding': 'identity' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(script);
  });

  it('marks every API answer, success or error, as never to be stored', async () => {
    for (const url of ['/api/health', '/api/public-config', '/api/no-such-call', '/api/me']) {
      expect((await get(url)).headers['cache-control']).toBe('no-store');
    }
  });
});

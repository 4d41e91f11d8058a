import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';

const distDir = mkdtempSync(join(tmpdir(), 'casekeeper-web-'));
mkdirSync(join(distDir, 'assets'));
writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>Casekeeper</title>');
writeFileSync(join(distDir, 'assets', 'app-1a2b3c.js'), 'console.log(1)');
const context = useTestApp({}, { webDistDir: distDir });
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

const get = (url: string) => context.app.inject({ method: 'GET', url });

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
});

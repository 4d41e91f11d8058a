import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';
import { injectCall } from '../../test/inject-call';

// Every answer, page or API, found from the app's own routes: a route added later is checked too.

const distDir = mkdtempSync(join(tmpdir(), 'casekeeper-headers-'));
writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>Casekeeper</title>');
const context = useTestApp({ PUBLIC_URL: 'http://localhost:3000' }, { webDistDir: distDir });
const secure = useTestApp({ PUBLIC_URL: 'https://cases.council.gov.uk' }, { webDistDir: distDir });
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

const PAGES = ['/', '/login', '/authority/case/list', '/case-manager/edit/1', '/no-such-page'];

function expectStrictHeaders(headers: Record<string, unknown>, label: string) {
  const policy = String(headers['content-security-policy']);
  const directives = Object.fromEntries(
    policy.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
  expect(directives['script-src'], label).toBeDefined();
  expect(directives['script-src'], label).not.toContain("'unsafe-inline'");
  expect(directives['script-src'], label).not.toContain("'unsafe-eval'");
  expect(directives['frame-ancestors'], label).toEqual(["'none'"]);
  expect(directives['object-src'], label).toEqual(["'none'"]);
  expect(headers['x-content-type-options'], label).toBe('nosniff');
  expect(headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
}

describe('security headers', () => {
  it('are on every API answer, allowed or refused, which is never to be stored', async () => {
    const routes = context.app.apiRoutes.filter((route) => route.method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes) {
      const url = `/api${route.path.replaceAll(/:\w+/g, '1')}`;
      const response = await injectCall(context.app, route.endpoint, {
        method: route.method as 'GET' | 'POST',
        url,
      });
      const label = `${route.method} ${url} (${response.statusCode})`;
      expectStrictHeaders(response.headers, label);
      if (!route.path.startsWith('/docs')) expect(response.headers['cache-control'], label).toBe('no-store');
    }
  });

  it.each(PAGES)('are on the page at %s', async (url) => {
    const response = await context.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expectStrictHeaders(response.headers, url);
  });

  it('ask browsers for HTTPS only when the product is reached over HTTPS', async () => {
    const plain = await context.app.inject({ method: 'GET', url: '/login' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    for (const url of ['/login', '/api/health']) {
      const response = await secure.app.inject({ method: 'GET', url });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    }
  });
});

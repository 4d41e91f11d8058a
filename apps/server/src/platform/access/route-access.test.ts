import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerRouteAccess } from './route-access';

describe('route access', () => {
  it('refuses to start when an API route has no entry in the access table', async () => {
    const app = Fastify({ logger: false });
    registerRouteAccess(app);
    app.get('/api/health', async () => 'ok');
    app.post('/api/unlisted/:id', async () => 'ok');
    await expect(app.ready()).rejects.toThrow(
      'These API routes have no entry in ROUTE_ACCESS: POST /unlisted/:id',
    );
  });

  it('attaches the table entry to each API route and ignores web routes', async () => {
    const app = Fastify({ logger: false });
    registerRouteAccess(app);
    app.get('/api/health', async (request) => request.routeOptions.config.access);
    app.get('/some-page', async () => 'page');
    await app.ready();
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.json()).toEqual({ kind: 'public' });
    await app.close();
  });
});

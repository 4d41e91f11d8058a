import { API_PREFIX, RECORD_SCOPES, ROUTE_ACCESS } from '@casekeeper/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';

const context = useTestApp();

/** Whether a table key ("GET /admin/:type/list/:page", "GET /docs*") covers a registered route. */
function covers(key: string, method: string, path: string): boolean {
  const route = `${method === 'HEAD' ? 'GET' : method} ${path}`;
  return key.endsWith('*') ? route.startsWith(key.slice(0, -1)) : route === key;
}

describe('the route policy', () => {
  it('has an entry for every API route the server registers', () => {
    const routes = context.app.apiRoutes;
    expect(routes.length).toBeGreaterThan(Object.keys(ROUTE_ACCESS).length);
    const missing = routes.filter((route) => !route.access).map((route) => `${route.method} ${route.path}`);
    expect(missing).toEqual([]);
    // Every registered route is below /api and answers through the real app. The router ignores
    // trailing slashes, so it knows "/case/list/" as "/case/list".
    for (const route of routes) {
      const url = `${API_PREFIX}${route.path}`.replace(/(.)\/$/, '$1');
      expect(context.app.hasRoute({ method: route.method, url }), route.path).toBe(true);
    }
  });

  it('has no entry that no registered route uses', () => {
    const unused = Object.keys(ROUTE_ACCESS).filter(
      (key) => !context.app.apiRoutes.some((route) => covers(key, route.method, route.path)),
    );
    expect(unused).toEqual([]);
  });

  it('gives every signed-in route a record scope, and only platform admins the platform scope', () => {
    for (const [key, access] of Object.entries(ROUTE_ACCESS)) {
      if (access.kind === 'public') continue;
      expect(RECORD_SCOPES, key).toContain(access.scope);
      if (access.scope === 'platform') expect(access.userTypes, key).toEqual(['ADMIN']);
    }
  });
});

import { API_PREFIX, findRouteAccess, type RouteAccess } from '@casekeeper/contract';
import type { FastifyInstance, RouteOptions } from 'fastify';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

/**
 * Attaches each API route's rule from the contract's access table, and refuses to start
 * when a route has none: no route can be added without saying who may call it.
 */
export function registerRouteAccess(
  app: FastifyInstance,
  /** The table to read; tests pass their own to exercise rules no real route has yet. */
  lookup: (method: string, path: string) => RouteAccess | undefined = findRouteAccess,
): void {
  const missing: string[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith(`${API_PREFIX}/`)) return;
    const path = route.url.slice(API_PREFIX.length);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      const access = lookup(method, path);
      if (!access) missing.push(`${method} ${path}`);
      else route.config = { ...route.config, access };
    }
  });
  app.addHook('onReady', () => {
    if (missing.length > 0) {
      return Promise.reject(
        new Error(`These API routes have no entry in ROUTE_ACCESS: ${missing.join(', ')}`),
      );
    }
    return Promise.resolve();
  });
}

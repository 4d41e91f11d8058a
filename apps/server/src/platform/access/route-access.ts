import { API_PREFIX, findRouteAccess, type EndpointDefinition, type RouteAccess } from '@casekeeper/contract';
import type { FastifyInstance, RouteOptions } from 'fastify';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** The definition the route was registered from (the documentation's routes have none). */
    endpoint?: EndpointDefinition;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    /** Every API route registered, with the access rule found for it (undefined: none). */
    apiRoutes: readonly RegisteredApiRoute[];
  }
}

export type RegisteredApiRoute = {
  method: string;
  /** The path below /api, parameters as `:name`. */
  path: string;
  access: RouteAccess | undefined;
  /** What the route validates (zod schemas), for the tests that make requests from them. */
  schema: { params?: unknown; querystring?: unknown; body?: unknown };
  /** The definition the route was registered from, if any. */
  endpoint: EndpointDefinition | undefined;
};

/**
 * Attaches each API route's rule from the contract's access table, and refuses to start
 * when a route has none: no route can be added without saying who may call it. Every API
 * route is collected in `app.apiRoutes` on the way, for the policy tests.
 */
export function registerRouteAccess(
  app: FastifyInstance,
  /** The table to read; tests pass their own to exercise rules no real route has yet. */
  lookup: (method: string, path: string) => RouteAccess | undefined = findRouteAccess,
): void {
  const routes: RegisteredApiRoute[] = [];
  app.decorate('apiRoutes', routes);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith(`${API_PREFIX}/`)) return;
    const path = route.url.slice(API_PREFIX.length);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      const access = lookup(method, path);
      const { params, querystring, body } = route.schema ?? {};
      routes.push({
        method,
        path,
        access,
        schema: { params, querystring, body },
        endpoint: route.config?.endpoint,
      });
      if (access) route.config = { ...route.config, access };
    }
  });
  app.addHook('onReady', () => {
    const missing = routes.filter((route) => !route.access).map((route) => `${route.method} ${route.path}`);
    if (missing.length > 0) {
      return Promise.reject(
        new Error(`These API routes have no entry in ROUTE_ACCESS: ${missing.join(', ')}`),
      );
    }
    return Promise.resolve();
  });
}

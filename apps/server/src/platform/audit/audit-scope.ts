import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The request being served, so every audit row written for it knows who and where. */
const requestScope = new AsyncLocalStorage<FastifyRequest>();

/**
 * Runs each request inside its own scope. Registered as the first hook so that everything
 * after it (access check, handler, the use cases it calls) sees the request.
 */
export function registerAuditScope(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    requestScope.run(request, done);
  });
}

/** The request being served, if the code runs inside one. */
export function currentRequest(): FastifyRequest | undefined {
  return requestScope.getStore();
}

import { API_PREFIX } from '@casekeeper/contract';
import type { FastifyInstance, onSendAsyncHookHandler } from 'fastify';

/** For answers carrying tokens or account details: never kept by a browser or proxy cache. */
export const noStore: onSendAsyncHookHandler = (_request, reply, payload) => {
  reply.header('cache-control', 'no-store');
  return Promise.resolve(payload);
};

/** Every answer under /api carries personal data or decisions about it: none is ever stored. */
export function registerApiNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url === API_PREFIX || request.url.startsWith(`${API_PREFIX}/`)) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}

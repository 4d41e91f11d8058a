import { API_PREFIX } from '@casekeeper/contract';
import type { FastifyInstance } from 'fastify';

/** Every answer under /api carries personal data or decisions about it: none is ever stored. */
export function registerApiNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url === API_PREFIX || request.url.startsWith(`${API_PREFIX}/`)) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}

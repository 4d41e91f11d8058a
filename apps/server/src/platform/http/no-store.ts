import type { onSendAsyncHookHandler } from 'fastify';

/** For answers carrying tokens or account details: never kept by a browser or proxy cache. */
export const noStore: onSendAsyncHookHandler = (_request, reply, payload) => {
  reply.header('cache-control', 'no-store');
  return Promise.resolve(payload);
};

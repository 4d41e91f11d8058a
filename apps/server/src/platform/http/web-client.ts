import fastifyStatic from '@fastify/static';
import { API_PREFIX } from '@casekeeper/contract';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { sendError } from '../errors/error-handler';

const NOT_BUILT =
  '<!doctype html><html lang="en-GB"><title>Casekeeper</title><p>The web client has not been built yet. Run <code>npm run build</code>, then restart.</p></html>';

/**
 * Serves the built web client: hashed assets cached for a year, index.html never cached,
 * and every unknown non-API GET answered with index.html so client routes survive a reload.
 */
export async function registerWebClient(app: FastifyInstance, distDir: string): Promise<void> {
  const hasBuild = existsSync(join(distDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // Otherwise the plugin writes its own "public, max-age=0" over the header set below.
      cacheControl: false,
      // The build writes .br and .gz copies; each is sent to a browser that accepts it.
      preCompressed: true,
      setHeaders: (res, path) => {
        const immutable = path.startsWith(join(distDir, 'assets'));
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path === API_PREFIX || path.startsWith(`${API_PREFIX}/`)) {
      return sendError(reply, 'NOT_FOUND', `No API call matches ${request.method} ${path}.`);
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return sendError(reply, 'NOT_FOUND', `Nothing matches ${request.method} ${path}.`);
    }
    if (!hasBuild) return reply.status(503).type('text/html; charset=utf-8').send(NOT_BUILT);
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}

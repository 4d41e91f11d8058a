import { API_PREFIX } from '@casekeeper/contract';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import type { Database } from './db/client';
import { healthRoutes } from './modules/health/health.routes';
import { registerRouteAccess } from './platform/access/route-access';
import type { Config } from './platform/config/config';
import { registerErrorHandling } from './platform/errors/error-handler';
import { registerOpenApi } from './platform/http/openapi';
import { registerSecurityHeaders } from './platform/http/security-headers';
import { registerWebClient } from './platform/http/web-client';
import { APP_VERSION } from './platform/version';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    db: Database;
    config: Config;
  }
}

export type AppOptions = {
  config: Config;
  db: Database;
  /** Directory of the built web client; absent when only the API is wanted. */
  webDistDir?: string;
  logger?: FastifyServerOptions['logger'];
};

const REDACTED_PATHS = ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'];

/** Builds the whole product as one Fastify instance; `server.ts` only listens. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? { level: options.config.LOG_LEVEL, redact: REDACTED_PATHS },
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    trustProxy: options.config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', options.db);
  app.decorate('config', options.config);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandling(app);
  registerRouteAccess(app);
  await registerSecurityHeaders(app);
  await app.register(cookie);
  await registerOpenApi(app, APP_VERSION);

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { version: APP_VERSION });
    },
    { prefix: API_PREFIX },
  );

  await registerWebClient(app, options.webDistDir ?? '');
  return app;
}

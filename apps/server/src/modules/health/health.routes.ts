import { healthEndpoints, type Health } from '@casekeeper/contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { ok } from '../../platform/http/envelope';
import { registerEndpoint } from '../../platform/http/register-endpoint';

const DATABASE_CHECK_TIMEOUT_MS = 2000;

export const healthRoutes: FastifyPluginAsync<{ version: string }> = (app, options) => {
  const readiness = async (reply: FastifyReply) => {
    const started = performance.now();
    const databaseUp = await Promise.race([
      app.db.execute(sql`select 1`).then(
        () => true,
        () => false,
      ),
      new Promise<false>((resolve) => setTimeout(() => resolve(false), DATABASE_CHECK_TIMEOUT_MS).unref()),
    ]);
    const health: Health = {
      status: databaseUp ? 'ok' : 'degraded',
      database: {
        status: databaseUp ? 'up' : 'down',
        latencyMs: databaseUp ? Math.round((performance.now() - started) * 10) / 10 : null,
      },
      version: options.version,
    };
    const statusCode = databaseUp ? 200 : 503;
    reply.status(statusCode);
    return ok(health, databaseUp ? 'Healthy' : 'The database is not answering', statusCode);
  };
  registerEndpoint(app, healthEndpoints.get, (_request, reply) => readiness(reply));
  registerEndpoint(app, healthEndpoints.ready, (_request, reply) => readiness(reply));
  registerEndpoint(app, healthEndpoints.live, () =>
    Promise.resolve(ok({ status: 'ok' as const, version: options.version }, 'Alive')),
  );
  return Promise.resolve();
};

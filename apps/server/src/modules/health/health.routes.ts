import { envelopeSchema, healthSchema, type Health } from '@casekeeper/contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelope';

const DATABASE_CHECK_TIMEOUT_MS = 2000;

export const healthRoutes: FastifyPluginAsyncZod<{ version: string }> = (app, options) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Whether the server and its database answer',
        response: { 200: envelopeSchema(healthSchema), 503: envelopeSchema(healthSchema) },
      },
    },
    async (_request, reply) => {
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
      return reply
        .status(statusCode)
        .send(ok(health, databaseUp ? 'Healthy' : 'The database is not answering', statusCode));
    },
  );
  return Promise.resolve();
};

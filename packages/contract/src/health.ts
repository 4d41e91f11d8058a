import { z } from 'zod';
import { ACCESS } from './access-rules';
import { defineEndpoint } from './endpoint';

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({
    status: z.enum(['up', 'down']),
    latencyMs: z.number().nullable(),
  }),
  version: z.string(),
});
export type Health = z.infer<typeof healthSchema>;

export const livenessSchema = z.object({ status: z.literal('ok'), version: z.string() });
export type Liveness = z.infer<typeof livenessSchema>;

export const healthEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/health',
    summary: 'Whether the server and its database answer (the same as /health/ready)',
    tag: 'health',
    access: ACCESS.public,
    data: healthSchema,
    errors: [],
    // A database that does not answer is a 503 that still says what is up and what is down.
    dataStatuses: [503],
  }),
  live: defineEndpoint({
    method: 'GET',
    path: '/health/live',
    summary: 'Whether the server process answers at all, without asking the database',
    description:
      'For a liveness probe: restart the process only when this fails. A database that is down makes the server not ready, not dead.',
    tag: 'health',
    access: ACCESS.public,
    data: livenessSchema,
    errors: [],
  }),
  ready: defineEndpoint({
    method: 'GET',
    path: '/health/ready',
    summary: 'Whether the server can serve requests: its database answers',
    description:
      'For a readiness probe or a load balancer: a 503 takes the process out of rotation until the database is back.',
    tag: 'health',
    access: ACCESS.public,
    data: healthSchema,
    errors: [],
    dataStatuses: [503],
  }),
};

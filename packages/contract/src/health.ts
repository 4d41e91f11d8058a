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

export const healthEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/health',
    summary: 'Whether the server and its database answer',
    tag: 'health',
    access: ACCESS.public,
    data: healthSchema,
    errors: [],
    // A database that does not answer is a 503 that still says what is up and what is down.
    dataStatuses: [503],
  }),
};

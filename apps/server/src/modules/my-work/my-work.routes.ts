import { myWorkEndpoints } from '@casekeeper/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requireCaller } from '../../platform/access/caller';
import { ok } from '../../platform/http/envelope';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import { readMyWork } from './read-my-work';

/** My work (docs/my-work.md): the caller's own work today across the cases assigned to them. */
export const myWorkRoutes: FastifyPluginAsync = (app) => {
  const { db } = app;

  registerEndpoint(app, myWorkEndpoints.read, async (request) =>
    ok(await readMyWork(db, { caller: requireCaller(request), query: request.query })),
  );

  return Promise.resolve();
};

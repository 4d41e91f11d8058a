import { CASE_RESTRICTION_MESSAGES, caseRestrictionEndpoints } from '@casekeeper/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requireCaller } from '../../platform/access/caller';
import { changedBy } from '../../platform/audit/request-context';
import { ok } from '../../platform/http/envelope';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import { changeCaseRestriction } from './change-case-restriction';
import { readCaseRestriction } from './read-case-restriction';

/**
 * Who may see a restricted case (docs/roles.md). Registered by the cases routes, so that a change
 * drops the authority's kept case lists on this process the moment it is answered.
 */
export const caseRestrictionRoutes: FastifyPluginAsync = (app) => {
  const { db } = app;

  registerEndpoint(app, caseRestrictionEndpoints.read, async (request) =>
    ok(await readCaseRestriction(db, { caller: requireCaller(request), caseId: request.params.caseId })),
  );

  registerEndpoint(app, caseRestrictionEndpoints.change, async (request) => {
    const { restriction, caseNumber, changed } = await changeCaseRestriction(db, {
      ...changedBy(request),
      caseId: request.params.caseId,
      userIds: request.body.userIds,
    });
    const message = !changed
      ? CASE_RESTRICTION_MESSAGES.unchanged
      : restriction.restricted
        ? CASE_RESTRICTION_MESSAGES.restricted(caseNumber, restriction.users.length)
        : CASE_RESTRICTION_MESSAGES.lifted(caseNumber);
    return ok(restriction, message);
  });

  return Promise.resolve();
};

import { LINKED_CASE_MESSAGES, linkedCaseEndpoints } from '@casekeeper/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requireCaller } from '../../platform/access/caller';
import { changedBy } from '../../platform/audit/request-context';
import { ok } from '../../platform/http/envelope';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import { addCaseLink } from './add-case-link';
import { listPossibleDuplicates } from './list-possible-duplicates';
import { listCaseLinks } from './list-case-links';
import { removeCaseLink } from './remove-case-link';

/** Possible duplicates of a new case, and links between cases (docs/domain.md, "Linked and duplicate cases"). */
export const linkedCaseRoutes: FastifyPluginAsync = (app) => {
  const { db } = app;

  registerEndpoint(app, linkedCaseEndpoints.possibleDuplicates, async (request) =>
    ok(await listPossibleDuplicates(db, { caller: requireCaller(request), fields: request.body })),
  );

  registerEndpoint(app, linkedCaseEndpoints.list, async (request) =>
    ok(await listCaseLinks(db, { caller: requireCaller(request), caseId: request.params.caseId })),
  );

  registerEndpoint(app, linkedCaseEndpoints.add, async (request) => {
    const link = await addCaseLink(db, {
      ...changedBy(request),
      caseId: request.params.caseId,
      fields: request.body,
    });
    return ok(link, LINKED_CASE_MESSAGES.linked(link.otherCase.caseNumber));
  });

  registerEndpoint(app, linkedCaseEndpoints.remove, async (request) => {
    const caseNumber = await removeCaseLink(db, { ...changedBy(request), ...request.params });
    return ok(null, LINKED_CASE_MESSAGES.unlinked(caseNumber));
  });

  return Promise.resolve();
};

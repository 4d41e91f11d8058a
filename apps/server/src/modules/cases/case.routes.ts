import { CASE_MESSAGES, caseEndpoints } from '@casekeeper/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requireCaller } from '../../platform/access/caller';
import { requestContext } from '../../platform/audit/request-context';
import { ok } from '../../platform/http/envelope';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import { addCase } from './add-case';
import { changeCaseStatus } from './change-case-status';
import { getCase, getCaseStatusHistory } from './get-case';
import { getCaseOptions } from './get-case-options';
import { listCases } from './list-cases';
import { searchCases } from './search-cases';
import { toggleCasePin } from './toggle-case-pin';
import { updateCase } from './update-case';

/** A council's cases (docs/domain.md, docs/roles.md). */
export const caseRoutes: FastifyPluginAsync = (app) => {
  const { db } = app;

  registerEndpoint(app, caseEndpoints.add, async (request) => {
    const saved = await addCase(db, {
      caller: requireCaller(request),
      fields: request.body,
      context: requestContext(request),
    });
    return ok(saved, CASE_MESSAGES.added(saved.caseNumber));
  });

  registerEndpoint(app, caseEndpoints.edit, async (request) =>
    ok(await getCase(db, { caller: requireCaller(request), id: request.params.id })),
  );

  registerEndpoint(app, caseEndpoints.update, async (request) => {
    const saved = await updateCase(db, {
      caller: requireCaller(request),
      fields: request.body,
      context: requestContext(request),
    });
    return ok(saved, CASE_MESSAGES.updated(saved.caseNumber));
  });

  registerEndpoint(app, caseEndpoints.changeStatus, async (request) => {
    const saved = await changeCaseStatus(db, {
      caller: requireCaller(request),
      caseId: request.params.caseId,
      statusId: request.params.statusId,
      note: request.body?.note ?? null,
      version: request.body?.version,
      context: requestContext(request),
    });
    return ok(saved, CASE_MESSAGES.statusChanged(saved.caseNumber, saved.statusName));
  });

  registerEndpoint(app, caseEndpoints.options, async (request) =>
    ok(await getCaseOptions(db, requireCaller(request))),
  );

  registerEndpoint(app, caseEndpoints.statusHistory, async (request) =>
    ok(await getCaseStatusHistory(db, { caller: requireCaller(request), caseId: request.params.caseId })),
  );

  registerEndpoint(app, caseEndpoints.list, async (request) =>
    ok(await listCases(db, { caller: requireCaller(request), query: request.query })),
  );

  registerEndpoint(app, caseEndpoints.search, async (request) =>
    ok(await searchCases(db, { caller: requireCaller(request), request: request.query })),
  );

  registerEndpoint(app, caseEndpoints.pin, async (request) => {
    const pin = await toggleCasePin(db, { caller: requireCaller(request), ...request.params });
    return ok(pin, pin.pinned ? CASE_MESSAGES.pinned : CASE_MESSAGES.unpinned);
  });

  return Promise.resolve();
};

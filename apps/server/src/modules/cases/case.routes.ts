import { CASE_MESSAGES, caseEndpoints } from '@casekeeper/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requireCaller } from '../../platform/access/caller';
import { requestContext } from '../../platform/audit/request-context';
import { ok } from '../../platform/http/envelope';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import { recordCaseLook } from '../case-views';
import { addCase } from './add-case';
import { changeCaseStatus } from './change-case-status';
import { getCase, getCaseStatusHistory } from './get-case';
import { getCaseOptions } from './get-case-options';
import { createCaseListCache } from './case-list-cache';
import { listCases } from './list-cases';
import { searchCases } from './search-cases';
import { toggleCasePin } from './toggle-case-pin';
import { updateCase } from './update-case';

export type CaseRoutesOptions = {
  /**
   * Routes of other modules that change what case lists show without writing through this one
   * (who may see a restricted case): registered within these routes, so that their writes drop
   * the authority's kept lists as soon as they are answered, as the cases' own writes do.
   */
  within?: FastifyPluginAsync[];
};

/** A council's cases (docs/domain.md, docs/roles.md). */
export const caseRoutes: FastifyPluginAsync<CaseRoutesOptions> = async (app, options) => {
  const { db } = app;

  registerEndpoint(app, caseEndpoints.add, async (request) => {
    const saved = await addCase(db, {
      caller: requireCaller(request),
      fields: request.body,
      context: requestContext(request),
    });
    return ok(saved, CASE_MESSAGES.added(saved.caseNumber));
  });

  registerEndpoint(app, caseEndpoints.edit, async (request) => {
    const caller = requireCaller(request);
    const found = await getCase(db, { caller, id: request.params.id });
    recordCaseLook(app, caller, 'VIEW', { authorityId: found.authorityId, caseId: found.id });
    return ok(found);
  });

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
      effectiveDate: request.body?.effectiveDate ?? null,
      refusalReasonId: request.body?.refusalReasonId ?? null,
      refusalReasonText: request.body?.refusalReasonText ?? null,
      context: requestContext(request),
    });
    return ok(saved, CASE_MESSAGES.statusChanged(saved.caseNumber, saved.statusName));
  });

  registerEndpoint(app, caseEndpoints.options, async (request) =>
    ok(await getCaseOptions(db, requireCaller(request), request.query)),
  );

  registerEndpoint(app, caseEndpoints.statusHistory, async (request) =>
    ok(await getCaseStatusHistory(db, { caller: requireCaller(request), caseId: request.params.caseId })),
  );

  const listCache = createCaseListCache<Awaited<ReturnType<typeof listCases>>>({
    announcements: app.announcements,
    cacheMs: app.config.CASE_LIST_CACHE_SECONDS * 1000,
  });
  app.addHook('onClose', () => listCache.stop());
  // A write here has committed by the time its answer is sent: the officer's next list, on this
  // process, must show it without waiting for PostgreSQL's announcement.
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (request.method !== 'GET' && request.caller?.authorityId) {
      listCache.forgetAuthority(request.caller.authorityId);
    }
    done(null, payload);
  });

  registerEndpoint(app, caseEndpoints.list, async (request) => {
    const caller = requireCaller(request);
    const list = () => listCases(db, { caller, query: request.query });
    if (caller.authorityId === null) return ok(await list());
    const key = `${caller.webUserId}|${caller.userType}|${caller.role}|${JSON.stringify(request.query)}`;
    return ok(await listCache.read(caller.authorityId, key, list, (page) => page.data.length));
  });

  registerEndpoint(app, caseEndpoints.search, async (request) =>
    ok(await searchCases(db, { caller: requireCaller(request), request: request.query })),
  );

  registerEndpoint(app, caseEndpoints.pin, async (request) => {
    const pin = await toggleCasePin(db, { caller: requireCaller(request), ...request.params });
    return ok(pin, pin.pinned ? CASE_MESSAGES.pinned : CASE_MESSAGES.unpinned);
  });

  for (const routes of options.within ?? []) await app.register(routes);
};

import { DIARY_MESSAGES, diaryEndpoints } from '@casekeeper/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requireCaller } from '../../platform/access/caller';
import { changedBy } from '../../platform/audit/request-context';
import { ok } from '../../platform/http/envelope';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import { addDiary } from './add-diary';
import { deleteDiary } from './delete-diary';
import { getDiary, listDiaries } from './get-diaries';
import { updateDiary } from './update-diary';

/** A case's action diaries (docs/routes.md). */
export const diaryRoutes: FastifyPluginAsync = (app) => {
  const { db, fileStorage } = app;

  registerEndpoint(app, diaryEndpoints.list, async (request) =>
    ok(await listDiaries(db, { caller: requireCaller(request), caseId: request.params.caseId })),
  );

  registerEndpoint(app, diaryEndpoints.edit, async (request) =>
    ok(await getDiary(db, { caller: requireCaller(request), id: request.params.id })),
  );

  registerEndpoint(app, diaryEndpoints.add, async (request) => {
    const saved = await addDiary(db, {
      ...changedBy(request),
      fields: request.body,
    });
    return ok(saved, DIARY_MESSAGES.added(saved.title));
  });

  registerEndpoint(app, diaryEndpoints.update, async (request) => {
    const saved = await updateDiary(db, {
      ...changedBy(request),
      fields: request.body,
    });
    return ok(saved, DIARY_MESSAGES.updated(saved.title));
  });

  registerEndpoint(app, diaryEndpoints.delete, async (request) => {
    await deleteDiary(db, fileStorage, {
      ...changedBy(request),
      id: request.params.id,
    });
    return ok(null, DIARY_MESSAGES.deleted);
  });

  return Promise.resolve();
};

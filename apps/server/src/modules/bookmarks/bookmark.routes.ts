import { BOOKMARK_MESSAGES, bookmarkEndpoints } from '@casekeeper/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requireCaller } from '../../platform/access/caller';
import { ok } from '../../platform/http/envelope';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import { addBookmark, changeBookmark, listBookmarks, removeBookmark } from './bookmarks';

/** A case worker's saved case-list filters: their own, and only theirs. */
export const bookmarkRoutes: FastifyPluginAsync = (app) => {
  const { db } = app;

  registerEndpoint(app, bookmarkEndpoints.list, async (request) =>
    ok(await listBookmarks(db, requireCaller(request))),
  );

  registerEndpoint(app, bookmarkEndpoints.add, async (request) => {
    const saved = await addBookmark(db, requireCaller(request), request.body);
    return ok(saved, BOOKMARK_MESSAGES.added(saved.name));
  });

  registerEndpoint(app, bookmarkEndpoints.update, async (request) => {
    const saved = await changeBookmark(db, requireCaller(request), request.body);
    return ok(saved, BOOKMARK_MESSAGES.updated(saved.name));
  });

  registerEndpoint(app, bookmarkEndpoints.delete, async (request) => {
    await removeBookmark(db, requireCaller(request), request.params.id);
    return ok(null, BOOKMARK_MESSAGES.deleted);
  });

  return Promise.resolve();
};

import { ACTION_ITEM_MESSAGES, actionItemEndpoints } from '@casekeeper/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requireCaller } from '../../platform/access/caller';
import { changedBy } from '../../platform/audit/request-context';
import { ok } from '../../platform/http/envelope';
import { registerEndpoint, registerFileEndpoint } from '../../platform/http/register-endpoint';
import { registerUploadEndpoint } from '../../platform/http/register-upload-endpoint';
import { sendCaseFile } from '../case-views';
import { addFileItem, addTextItem } from './add-action-item';
import { deleteActionItem } from './delete-action-item';
import { downloadItemFile } from './download-item-file';
import { getActionItem } from './get-action-item';
import { setItemCompleted } from './set-item-completed';
import { updateActionItem } from './update-action-item';

/** The items on a case's diaries, with text or a file (docs/routes.md). */
export const actionItemRoutes: FastifyPluginAsync = (app) => {
  const { db, fileStorage, fileScans } = app;

  registerEndpoint(app, actionItemEndpoints.edit, async (request) =>
    ok(await getActionItem(db, { caller: requireCaller(request), id: request.params.id })),
  );

  registerEndpoint(app, actionItemEndpoints.addText, async (request) => {
    const saved = await addTextItem(db, {
      ...changedBy(request),
      fields: request.body,
    });
    return ok(saved, ACTION_ITEM_MESSAGES.added);
  });

  registerUploadEndpoint(app, actionItemEndpoints.addFile, async (request, { fields, file }) => {
    const saved = await addFileItem(
      db,
      { fileStorage, fileScans },
      {
        ...changedBy(request),
        fields,
        file,
      },
    );
    return ok(saved, ACTION_ITEM_MESSAGES.added);
  });

  for (const [endpoint, kind] of [
    [actionItemEndpoints.updateText, 'TEXT'],
    [actionItemEndpoints.updateFile, 'FILE'],
  ] as const) {
    registerEndpoint(app, endpoint, async (request) => {
      const saved = await updateActionItem(db, {
        ...changedBy(request),
        kind,
        fields: request.body,
      });
      return ok(saved, ACTION_ITEM_MESSAGES.updated);
    });
  }

  for (const [endpoint, completed] of [
    [actionItemEndpoints.complete, true],
    [actionItemEndpoints.reopen, false],
  ] as const) {
    registerEndpoint(app, endpoint, async (request) => {
      const saved = await setItemCompleted(db, {
        ...changedBy(request),
        id: request.params.id,
        completed,
      });
      return ok(saved, completed ? ACTION_ITEM_MESSAGES.completed : ACTION_ITEM_MESSAGES.reopened);
    });
  }

  registerEndpoint(app, actionItemEndpoints.delete, async (request) => {
    await deleteActionItem(db, fileStorage, {
      ...changedBy(request),
      id: request.params.id,
    });
    return ok(null, ACTION_ITEM_MESSAGES.deleted);
  });

  registerFileEndpoint(app, actionItemEndpoints.download, async (request, reply) => {
    const file = await downloadItemFile(db, {
      ...changedBy(request),
      id: request.params.id,
    });
    return sendCaseFile(request, reply, file);
  });

  return Promise.resolve();
};

import { WARNING_NOTE_MESSAGES, warningNoteEndpoints } from '@casekeeper/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requireCaller } from '../../platform/access/caller';
import { changedBy } from '../../platform/audit/request-context';
import { ok } from '../../platform/http/envelope';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import { addWarningNote } from './add-warning-note';
import { listWarningNotes } from './list-warning-notes';
import { removeWarningNote } from './remove-warning-note';
import { updateWarningNote } from './update-warning-note';

/** A case's warning notes (docs/personal-data.md): staff only, never the applicant portal. */
export const warningNoteRoutes: FastifyPluginAsync = (app) => {
  const { db } = app;

  registerEndpoint(app, warningNoteEndpoints.list, async (request) =>
    ok(await listWarningNotes(db, { caller: requireCaller(request), caseId: request.params.caseId })),
  );

  registerEndpoint(app, warningNoteEndpoints.add, async (request) =>
    ok(
      await addWarningNote(db, { ...changedBy(request), fields: request.body }),
      WARNING_NOTE_MESSAGES.added,
    ),
  );

  registerEndpoint(app, warningNoteEndpoints.update, async (request) =>
    ok(
      await updateWarningNote(db, { ...changedBy(request), fields: request.body }),
      WARNING_NOTE_MESSAGES.updated,
    ),
  );

  registerEndpoint(app, warningNoteEndpoints.remove, async (request) => {
    await removeWarningNote(db, { ...changedBy(request), id: request.params.id });
    return ok(null, WARNING_NOTE_MESSAGES.removed);
  });

  return Promise.resolve();
};

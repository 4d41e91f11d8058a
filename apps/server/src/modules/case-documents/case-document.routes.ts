import { CASE_DOCUMENT_MESSAGES, caseDocumentEndpoints } from '@casekeeper/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requireCaller } from '../../platform/access/caller';
import { changedBy } from '../../platform/audit/request-context';
import { ok } from '../../platform/http/envelope';
import { registerEndpoint, registerFileEndpoint } from '../../platform/http/register-endpoint';
import { registerUploadEndpoint } from '../../platform/http/register-upload-endpoint';
import { sendCaseFile } from '../case-views';
import { addCaseDocument } from './add-case-document';
import { deleteCaseDocument } from './delete-case-document';
import { downloadCaseDocument } from './download-case-document';
import { listCaseDocuments } from './list-case-documents';
import { markItemSeen } from './mark-item-seen';

/** A case's documents (docs/documents.md): every file in one list, and documents filed with no due date. */
export const caseDocumentRoutes: FastifyPluginAsync = (app) => {
  const { db, fileStorage, fileScans } = app;

  registerEndpoint(app, caseDocumentEndpoints.list, async (request) =>
    ok(
      await listCaseDocuments(db, {
        caller: requireCaller(request),
        caseId: request.params.caseId,
        source: request.query.source,
      }),
    ),
  );

  registerUploadEndpoint(app, caseDocumentEndpoints.add, async (request, { fields, file }) =>
    ok(
      await addCaseDocument(
        db,
        { fileStorage, fileScans },
        { ...changedBy(request), caseId: request.params.caseId, fields, file },
      ),
      CASE_DOCUMENT_MESSAGES.added,
    ),
  );

  registerEndpoint(app, caseDocumentEndpoints.delete, async (request) => {
    await deleteCaseDocument(db, fileStorage, { ...changedBy(request), ...request.params });
    return ok(null, CASE_DOCUMENT_MESSAGES.deleted);
  });

  registerFileEndpoint(app, caseDocumentEndpoints.download, async (request, reply) =>
    sendCaseFile(
      request,
      reply,
      await downloadCaseDocument(db, { ...changedBy(request), ...request.params }),
    ),
  );

  registerEndpoint(app, caseDocumentEndpoints.markSeen, async (request) => {
    await markItemSeen(db, { ...changedBy(request), ...request.params });
    return ok(null, CASE_DOCUMENT_MESSAGES.seen);
  });

  return Promise.resolve();
};

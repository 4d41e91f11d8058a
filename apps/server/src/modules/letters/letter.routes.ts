import { LETTER_MESSAGES, letterEndpoints } from '@casekeeper/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requireCaller } from '../../platform/access/caller';
import { changedBy } from '../../platform/audit/request-context';
import { ok } from '../../platform/http/envelope';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import { addLetterTemplate } from './add-letter-template';
import { deleteLetterTemplate } from './delete-letter-template';
import { generateLetter } from './generate-letter';
import { listLetterTemplates } from './list-letter-templates';
import { previewLetter } from './preview-letter';
import { readLetterhead } from './read-letterhead';
import { updateLetterTemplate } from './update-letter-template';
import { updateLetterhead } from './update-letterhead';

/** Letter templates, the letterhead, and letters generated on a case (docs/letters.md). */
export const letterRoutes: FastifyPluginAsync = (app) => {
  const { db, fileStorage, fileScans } = app;

  registerEndpoint(app, letterEndpoints.listTemplates, async (request) =>
    ok(await listLetterTemplates(db, requireCaller(request))),
  );

  registerEndpoint(app, letterEndpoints.addTemplate, async (request) =>
    ok(
      await addLetterTemplate(db, { ...changedBy(request), fields: request.body }),
      LETTER_MESSAGES.templateAdded,
    ),
  );

  registerEndpoint(app, letterEndpoints.updateTemplate, async (request) =>
    ok(
      await updateLetterTemplate(db, { ...changedBy(request), fields: request.body }),
      LETTER_MESSAGES.templateSaved,
    ),
  );

  registerEndpoint(app, letterEndpoints.deleteTemplate, async (request) => {
    await deleteLetterTemplate(db, { ...changedBy(request), id: request.params.id });
    return ok(null, LETTER_MESSAGES.templateDeleted);
  });

  registerEndpoint(app, letterEndpoints.letterhead, async (request) =>
    ok(await readLetterhead(db, requireCaller(request))),
  );

  registerEndpoint(app, letterEndpoints.updateLetterhead, async (request) =>
    ok(
      await updateLetterhead(db, { ...changedBy(request), fields: request.body }),
      LETTER_MESSAGES.letterheadSaved,
    ),
  );

  registerEndpoint(app, letterEndpoints.preview, async (request) =>
    ok(
      await previewLetter(db, {
        caller: requireCaller(request),
        caseId: request.params.caseId,
        templateId: request.body.templateId,
      }),
    ),
  );

  registerEndpoint(app, letterEndpoints.generate, async (request) => {
    const letter = await generateLetter(
      db,
      { fileStorage, fileScans },
      { ...changedBy(request), caseId: request.params.caseId, templateId: request.body.templateId },
    );
    return ok(letter, LETTER_MESSAGES.generated(letter.title));
  });

  return Promise.resolve();
};

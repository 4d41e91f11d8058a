import { authorityChoiceEndpoints, CHOICE_DONE } from '@casekeeper/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requireCaller } from '../../platform/access/caller';
import { changedBy } from '../../platform/audit/request-context';
import { ok } from '../../platform/http/envelope';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import { listChoices } from './list-choices';
import { addChoice, updateChoice } from './save-choice';

/** The lists an authority keeps for its forms: reasons for refusal, adaptation types. */
export const authorityChoiceRoutes: FastifyPluginAsync = (app) => {
  registerEndpoint(app, authorityChoiceEndpoints.list, async (request) =>
    ok(await listChoices(app.db, requireCaller(request), request.params.list), CHOICE_DONE.list),
  );

  registerEndpoint(app, authorityChoiceEndpoints.add, async (request) => {
    const { list, name, needsText } = request.body;
    const added = await addChoice(app.db, { ...changedBy(request), list, fields: { name, needsText } });
    return ok(added, CHOICE_DONE.added(added.name));
  });

  registerEndpoint(app, authorityChoiceEndpoints.update, async (request) => {
    const { id, version, name, needsText, isActive } = request.body;
    const saved = await updateChoice(app.db, {
      ...changedBy(request),
      id,
      version,
      fields: { name, needsText, isActive },
    });
    return ok(saved, CHOICE_DONE.saved(saved.name));
  });

  return Promise.resolve();
};

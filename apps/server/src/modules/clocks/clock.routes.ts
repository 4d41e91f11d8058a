import { CLOCK_MESSAGES, clockEndpoints } from '@casekeeper/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requireCaller } from '../../platform/access/caller';
import { changedBy } from '../../platform/audit/request-context';
import { ok } from '../../platform/http/envelope';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import { getCaseClocks } from './read-case-clocks';
import { getClockSettings } from './get-clock-settings';
import { addClosureDay, deleteClosureDay, setNation } from './save-calendar-settings';
import { addClockDefinition, deleteClockDefinition, updateClockDefinition } from './save-clock-definition';

/** A case's clocks, and the authority's clock settings (docs/clocks.md). */
export const clockRoutes: FastifyPluginAsync = (app) => {
  const deps = { db: app.db, jobs: app.jobs };

  registerEndpoint(app, clockEndpoints.caseClocks, async (request) =>
    ok(
      {
        clocks: await getCaseClocks(app.db, {
          caller: requireCaller(request),
          caseId: request.params.caseId,
        }),
      },
      CLOCK_MESSAGES.caseClocks,
    ),
  );

  registerEndpoint(app, clockEndpoints.settings, async (request) =>
    ok(await getClockSettings(app.db, requireCaller(request)), CLOCK_MESSAGES.settings),
  );

  registerEndpoint(app, clockEndpoints.addDefinition, async (request) =>
    ok(
      await addClockDefinition(deps, { ...changedBy(request), fields: request.body }),
      CLOCK_MESSAGES.definitionAdded(request.body.name),
    ),
  );

  registerEndpoint(app, clockEndpoints.updateDefinition, async (request) =>
    ok(
      await updateClockDefinition(deps, { ...changedBy(request), fields: request.body }),
      CLOCK_MESSAGES.definitionSaved(request.body.name),
    ),
  );

  registerEndpoint(app, clockEndpoints.deleteDefinition, async (request) => {
    const { name, settings } = await deleteClockDefinition(deps, {
      ...changedBy(request),
      id: request.params.id,
    });
    return ok(settings, CLOCK_MESSAGES.definitionDeleted(name));
  });

  registerEndpoint(app, clockEndpoints.setNation, async (request) =>
    ok(
      await setNation(deps, { ...changedBy(request), nation: request.body.nation }),
      CLOCK_MESSAGES.nationSet(request.body.nation),
    ),
  );

  registerEndpoint(app, clockEndpoints.addClosureDay, async (request) =>
    ok(await addClosureDay(deps, { ...changedBy(request), ...request.body }), CLOCK_MESSAGES.closureDayAdded),
  );

  registerEndpoint(app, clockEndpoints.deleteClosureDay, async (request) =>
    ok(
      await deleteClosureDay(deps, { ...changedBy(request), id: request.params.id }),
      CLOCK_MESSAGES.closureDayDeleted,
    ),
  );

  return Promise.resolve();
};

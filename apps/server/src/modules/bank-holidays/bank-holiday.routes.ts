import { BANK_HOLIDAY_MESSAGES, bankHolidayEndpoints } from '@casekeeper/contract';
import type { FastifyPluginAsync } from 'fastify';
import { changedBy } from '../../platform/audit/request-context';
import { ok } from '../../platform/http/envelope';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import { bankHolidayYear } from './bank-holiday-year';
import { addBankHoliday, removeBankHoliday } from './correct-bank-holiday-day';
import { changesSomething } from './calendar-changes';
import { currentBankHolidays, keepBankHolidaysWhileHeard } from './kept-bank-holidays';
import { applyBankHolidayFile, previewBankHolidayFile } from './load-bank-holiday-file';

/** The platform admin's corrections to the bank holidays clocks count (docs/clocks.md). */
export const bankHolidayRoutes: FastifyPluginAsync = (app) => {
  const deps = { db: app.db, jobs: app.jobs };
  const stopKeeping = keepBankHolidaysWhileHeard(app.announcements);
  app.addHook('onClose', () => {
    stopKeeping();
    return Promise.resolve();
  });

  registerEndpoint(app, bankHolidayEndpoints.year, async (request) => {
    const { nation, year } = request.params;
    return ok(bankHolidayYear(await currentBankHolidays(app.db), nation, year), BANK_HOLIDAY_MESSAGES.year);
  });

  registerEndpoint(app, bankHolidayEndpoints.preview, async (request) =>
    ok(await previewBankHolidayFile(app.db, request.body.file), BANK_HOLIDAY_MESSAGES.preview),
  );

  registerEndpoint(app, bankHolidayEndpoints.apply, async (request) => {
    const changes = await applyBankHolidayFile(deps, { ...changedBy(request), text: request.body.file });
    const message = changes.nations.some(changesSomething)
      ? BANK_HOLIDAY_MESSAGES.applied
      : BANK_HOLIDAY_MESSAGES.nothingToApply;
    return ok(changes, message);
  });

  registerEndpoint(app, bankHolidayEndpoints.addDay, async (request) =>
    ok(
      await addBankHoliday(deps, { ...changedBy(request), ...request.body }),
      BANK_HOLIDAY_MESSAGES.added(request.body.nation, request.body.day),
    ),
  );

  registerEndpoint(app, bankHolidayEndpoints.removeDay, async (request) =>
    ok(
      await removeBankHoliday(deps, { ...changedBy(request), ...request.body }),
      BANK_HOLIDAY_MESSAGES.removed(request.body.nation, request.body.day),
    ),
  );

  return Promise.resolve();
};

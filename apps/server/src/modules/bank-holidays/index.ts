// Bank holidays a platform admin corrects without a release (docs/clocks.md): the corrected
// calendar every clock counts, and the routes that correct it.
export { bankHolidayRoutes } from './bank-holiday.routes';
export { currentBankHolidays, forgetBankHolidays } from './kept-bank-holidays';

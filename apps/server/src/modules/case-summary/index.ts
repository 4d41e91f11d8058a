// The case summary PDF (issue 39): a case's details, history, clocks, diary, documents and grant.
export { caseSummaryRoutes } from './case-summary.routes';

// Retention schedules, the disposal review and disposing of a case's personal data (issue 38).
export { disposalRoutes } from './disposal.routes';
export { registerDisposedCaseGuard } from './disposed-case-guard';
export { runDisposalReview, type DisposalReviewReport } from './run-disposal-review';
export { runDisposalBatch } from './run-disposal-batch';
export { disposeCase, type DisposalDeps } from './dispose-case';

// Bulk actions on the case list, run by a job case by case (issue 39, docs/bulk-actions.md).
export { bulkActionRoutes } from './bulk-action.routes';
export { runBulkRun, type BulkRunReport } from './run-bulk-run';
export { resumeStalledRuns } from './resume-stalled-runs';
export { BULK_RUN_KEEP_DAYS, deleteOldBulkRuns } from './sweep-old-runs';

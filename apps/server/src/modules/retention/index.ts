// The daily sweep of rows that have served their purpose; run by the `retention.sweep` job.
export { sweepExpiredRows } from './sweep-expired-rows';

export { caseTimelineRoutes } from './case-timeline.routes';
// The applicant conversation pages its thread with the timeline's cursor and order.
export {
  byNewest,
  cursorOf,
  keyOf,
  newestFirst,
  olderThan,
  parseCursor,
  type TimelineCursor,
} from './timeline-cursor';

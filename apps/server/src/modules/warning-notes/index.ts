export { warningNoteRoutes } from './warning-note.routes';
export { raiseReviewAlarms } from './raise-review-alarms';

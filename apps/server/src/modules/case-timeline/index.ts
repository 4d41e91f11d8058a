export { caseTimelineRoutes } from './case-timeline.routes';

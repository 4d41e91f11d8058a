export { caseInsightRoutes } from './case-insight.routes';

export { caseRoutes } from './case.routes';

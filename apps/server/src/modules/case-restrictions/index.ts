export { caseRestrictionRoutes } from './case-restriction.routes';

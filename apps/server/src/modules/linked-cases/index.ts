export { linkedCaseRoutes } from './linked-case.routes';

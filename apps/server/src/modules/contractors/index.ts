export { contractorRoutes } from './contractor.routes';

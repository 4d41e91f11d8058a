export { contractorRoutes } from './contractor.routes';
export { createKeptContractorPerformance } from './kept-performance';

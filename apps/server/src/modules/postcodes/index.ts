export { postcodeRoutes } from './postcode.routes';

export { grantRoutes } from './grant.routes';

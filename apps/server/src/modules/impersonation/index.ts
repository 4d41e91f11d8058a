export { impersonationRoutes } from './impersonation.routes';

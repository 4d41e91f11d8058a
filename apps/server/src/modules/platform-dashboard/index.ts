export { platformDashboardRoutes } from './platform-dashboard.routes';

export { authorityUserRoutes } from './authority-user.routes';

export { myWorkRoutes } from './my-work.routes';

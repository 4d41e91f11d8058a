export { clockRoutes } from './clock.routes';

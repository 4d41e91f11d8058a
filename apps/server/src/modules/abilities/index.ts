export { abilitiesRoutes } from './abilities.routes';

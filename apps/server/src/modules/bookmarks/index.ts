export { bookmarkRoutes } from './bookmark.routes';

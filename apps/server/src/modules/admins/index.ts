export { adminRoutes } from './admin.routes';
export { ensureFirstAdmin } from './ensure-first-admin';

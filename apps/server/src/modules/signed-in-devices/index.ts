export { signedInDeviceRoutes } from './signed-in-devices.routes';

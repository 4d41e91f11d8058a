export { alarmRoutes } from './alarm.routes';

export { clockRoutes } from './clock.routes';
export { raiseClockAlarms } from './raise-clock-alarms';

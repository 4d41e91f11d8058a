export { alarmRoutes } from './alarm.routes';
export { DIGEST_ITEMS_MAX, sendAlarmDigests } from './send-alarm-digests';

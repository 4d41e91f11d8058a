export { alarmRoutes } from './alarm.routes';
export { createAlarmListCache } from './alarm-list-cache';
export { DIGEST_ITEMS_MAX, sendAlarmDigests } from './send-alarm-digests';

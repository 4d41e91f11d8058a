export { diaryRoutes } from './diary.routes';
export { actionItemRoutes } from './action-item.routes';
export { addNoticeItem, type NoticeItem } from './add-notice-item';

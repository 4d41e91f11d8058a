export { diaryRoutes } from './diary.routes';
export { actionItemRoutes } from './action-item.routes';
export { addNoticeItem, type NoticeItem } from './add-notice-item';
export { markApplicantItemSeen } from './applicant-items';
export { findItem, storedFileOf } from './action-item-repository';
export { itemNotFound } from './not-found';

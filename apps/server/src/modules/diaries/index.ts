export { diaryRoutes } from './diary.routes';
export { actionItemRoutes } from './action-item.routes';
export { addApplicantMessage, type ApplicantMessage } from './add-applicant-message';
export { addNoticeItem, type NoticeItem } from './add-notice-item';

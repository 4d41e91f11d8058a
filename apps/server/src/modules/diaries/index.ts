export { diaryRoutes } from './diary.routes';
export { actionItemRoutes } from './action-item.routes';

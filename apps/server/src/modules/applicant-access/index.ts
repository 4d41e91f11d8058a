export { applicantAccessRoutes } from './applicant-access.routes';

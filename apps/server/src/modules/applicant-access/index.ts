export { applicantAccessRoutes } from './applicant-access.routes';
export { hasLiveAccess } from './applicant-access-repository';

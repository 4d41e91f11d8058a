// Subject access (issue 38): finding everything held about a person, and exporting it as one ZIP.
export { subjectAccessRoutes } from './subject-access.routes';

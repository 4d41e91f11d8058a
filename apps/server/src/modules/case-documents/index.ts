// Every file of a case in one list, and documents staff file with no due date (issue 39).
export { caseDocumentRoutes } from './case-document.routes';

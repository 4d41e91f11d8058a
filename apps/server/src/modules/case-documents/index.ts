// Every file of a case in one list, and documents staff file with no due date (issue 39).
export { caseDocumentRoutes } from './case-document.routes';
// Filing a document the server wrote (a letter, modules/letters) in the same store.
export { insertCaseDocument } from './case-document-repository';
// The case's files in one list, for the case summary PDF (modules/case-summary).
export { findCaseFiles } from './case-file-repository';

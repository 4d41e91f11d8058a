// Every file of a case in one list, and documents filed with no due date (issue 39).
export { CaseDocumentsSection } from './components/case-documents-section';

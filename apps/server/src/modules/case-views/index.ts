// Who looked at a case (issue 38): the looks recorded (views and downloads kept and written in
// batches, an export's in one statement), the list for ADMINs, and their retention.
export { caseViewRoutes } from './case-views.routes';
export { createCaseLookRecorder, type CaseLookRecorder } from './case-look-recorder';
export { recordCaseLook, type CaseFileToSend, type LookedAt } from './record-case-look';
export { sendCaseFile } from './send-case-file';
export { recordExportedCases } from './record-exported-cases';
export { deleteOldCaseLooks } from './case-view-repository';

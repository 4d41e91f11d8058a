export { caseRoutes } from './case.routes';
export { CASE_LIST_CHANGED_CHANNEL } from './case-list-cache';
export { announceCaseListChange, deferCaseListAnnouncement } from './case-list-announcements';
export { caseFieldColumns } from './case-field-columns';
// A case as the module reads it, and what another module's change to a case goes through so that
// the case's version, history and list move as a change here moves them (the grant's approval,
// a final payment).
export { caseInScope, fullName, findCase, updateCaseRow, type CaseRow } from './case-repository';
export { moveCaseByRecord, type MoveByRecord } from './move-case-by-record';
// The single changes a bulk action makes case by case (modules/bulk-actions), so that each case is
// checked, changed and audited exactly as one change from the case page would be.
export { changeCaseStatus } from './change-case-status';
export { assertCaseLinks, assertMayHoldRestricted, officerFor } from './case-links';
export { auditedFields } from './case-view';
// The case list's scope, filters and order, for the features that show the same cases another
// way (the dashboard's figures, the export): one definition of which cases a filter lists.
export {
  assertMayWriteCases,
  caseNotFound,
  caseScopeOf,
  isAuthorityAdmin,
  mayWriteCases,
  type CaseScope,
} from './case-scope';
export {
  countable,
  countsWhere,
  listShape,
  listValues,
  listWhere,
  type CaseFilterCriteria,
  type ListShape,
} from './case-list-filters';
export { clockDueSoon, clockOverdue, clockStoppedBetween } from './case-list-clock-filter';
export { clockDueSoonByOf, listCriteriaOf } from './list-criteria';
export { officer, orderTerms, sortKeysOf } from './case-list-order';

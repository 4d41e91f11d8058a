// A case's records as the exports read them (the case summary PDF, subject access): one reader,
// each export choosing what it prints. The caller has found the case within its scope first.
export { findDiaries, type CaseDiary, type DiaryItem } from './case-diaries';
export {
  findApplicantAccess,
  findDocumentsAskedFor,
  findGrant,
  findPayments,
  findQuotes,
  findRepliesToApplicant,
  findStatusHistory,
  findWarningNotes,
  findWorks,
  type ApprovedTotal,
  type DiaryOrder,
  type OfCase,
} from './case-records-repository';

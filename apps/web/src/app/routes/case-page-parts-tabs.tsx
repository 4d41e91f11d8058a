import type { Case } from '@casekeeper/contract';
import { CaseDiaryTab } from '@/features/action-diaries/components/case-diary-tab';
import { CaseConversation } from '@/features/applicant-conversation/components/case-conversation';
import { useAbilities } from '@/features/auth/hooks/use-abilities';
import { CaseDocumentsSection } from '@/features/case-documents';
import { RestrictedAccessSection } from '@/features/case-restrictions/components/restricted-access-section';
import { CaseViewsSection } from '@/features/case-views/components/case-views-section';
import { GrantSection } from '@/features/grant/components/grant-section';
import type { CaseDraft } from '@/features/cases/components/case-form-draft';
import { PossibleDuplicatesWarning } from '@/features/linked-cases/components/possible-duplicates-warning';
import { PaymentsSection } from '@/features/payments/components/payments-section';
import { useAppSelector } from '../store/hooks';

/**
 * The case page's parts that its Overview does not show (app/routes/case-form-route.tsx loads
 * this module when one of them is first wanted): the Diary, Messages and Documents tabs, the
 * Details tab's sections, and on a new case the possible duplicates. A fresh load of the case
 * page neither fetches nor evaluates them before its first view (docs/web-performance.md).
 */

/** Who has looked at the case (issue 38): for those the server lets see it, an authority's ADMINs. */
function CaseViewsForAdmins({ caseId }: { caseId: number }) {
  const abilities = useAbilities(useAppSelector((state) => state.auth.user));
  return abilities?.can.viewCaseViews ? <CaseViewsSection caseId={caseId} /> : null;
}

/** Who may see the case, if it is restricted (issue 38): for an authority's ADMINs. */
function RestrictedAccessForAdmins({ caseId }: { caseId: number }) {
  const abilities = useAbilities(useAppSelector((state) => state.auth.user));
  return abilities?.can.restrictCases ? <RestrictedAccessSection caseId={caseId} /> : null;
}

/**
 * The Details tab, below the fields: the grant (issue 35) and its payments, then for an
 * authority's ADMINs who may see the case and who has looked at it (a table as wide as the page).
 */
export function CaseDetailsSections({ record }: { record: Case }) {
  return (
    <>
      <GrantSection caseId={record.id} caseStatusId={record.statusId} />
      <PaymentsSection caseId={record.id} />
      <RestrictedAccessForAdmins caseId={record.id} />
      <CaseViewsForAdmins caseId={record.id} />
    </>
  );
}

/** The Diary tab: the case's diaries and their items, in place (issue 39). */
export function CaseDiaryPart({ record }: { record: Case }) {
  return <CaseDiaryTab record={record} />;
}

/** The Messages tab: the conversation with the applicant and the documents asked of them (issue 39). */
export function CaseMessagesPart({ record }: { record: Case }) {
  return <CaseConversation caseId={record.id} />;
}

/** The Documents tab: every file of the case in one list, with preview, download and "Add a document" (issue 39). */
export function CaseDocumentsPart({ record }: { record: Case }) {
  return <CaseDocumentsSection caseId={record.id} />;
}

/** On a new case, above Save: cases that look like the one being typed. */
export function CaseDuplicatesPart({ draft }: { draft: CaseDraft }) {
  return <PossibleDuplicatesWarning draft={draft} />;
}

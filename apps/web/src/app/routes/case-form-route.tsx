import type { Case } from '@casekeeper/contract';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { CaseDiaryTab } from '@/features/action-diaries/components/case-diary-tab';
import { CaseConversation } from '@/features/applicant-conversation/components/case-conversation';
import { ApplicantAccessPanel } from '@/features/applicant-access/components/applicant-access-panel';
import { useAbilities } from '@/features/auth/hooks/use-abilities';
import { CaseNextActions } from '@/features/case-timeline/components/case-next-actions';
import { CaseLetterActions } from '@/features/letters/components/case-letter-actions';
import { CaseTimeline } from '@/features/case-timeline/components/case-timeline';
import { CaseFormPage } from '@/features/cases/pages/case-form-page';
import { CaseDocumentsSection } from '@/features/case-documents';
import { RestrictedAccessSection } from '@/features/case-restrictions/components/restricted-access-section';
import { CaseViewsSection } from '@/features/case-views/components/case-views-section';
import { CaseClocksCard } from '@/features/clocks/components/case-clocks-card';
import { GrantSection } from '@/features/grant/components/grant-section';
import { LinkedCasesSection } from '@/features/linked-cases/components/linked-cases-section';
import { PossibleDuplicatesWarning } from '@/features/linked-cases/components/possible-duplicates-warning';
import { PaymentsSection } from '@/features/payments/components/payments-section';
import { WarningNotesPanel } from '@/features/warning-notes/components/warning-notes-panel';
import { useAppSelector } from '../store/hooks';
import { CaseClockBadges, CaseGrantSummary } from './case-page-parts';

const notices = (record: Case) => <WarningNotesPanel caseId={record.id} />;

const badges = (record: Case) => <CaseClockBadges caseId={record.id} />;

/** The Overview: what to do next, what came in lately, the grant in brief. */
const overviewMain = (record: Case) => (
  <>
    <CaseNextActions caseId={record.id} canEdit={record.can.edit} />
    <CaseTimeline
      caseId={record.id}
      canEdit={record.can.edit}
      heading="Latest diary entries and messages"
      hint="The newest first; the Timeline tab has everything."
      only={['diary', 'message']}
      pageSize={5}
      paged={false}
      emptyText="No diary entries or messages yet."
      footer={
        <div>
          <Button
            component={RouterLink}
            to={`${paths.caseManager.edit(record.id)}?tab=messages`}
            variant="outlined"
          >
            Open the conversation with the applicant
          </Button>
        </div>
      }
    />
    <CaseGrantSummary caseId={record.id} />
  </>
);

/** Beside it: the case's timescales (issue 14), the applicant's access to it (issue 13) and its linked cases. */
const overviewSide = (record: Case) => (
  <>
    <CaseClocksCard caseId={record.id} />
    <ApplicantAccessPanel
      caseId={record.id}
      clientName={`${record.clientFirstName} ${record.clientLastName}`}
      clientEmail={record.clientEmail}
    />
    <LinkedCasesSection caseId={record.id} />
  </>
);

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
const sections = (record: Case) => (
  <>
    <GrantSection caseId={record.id} caseStatusId={record.statusId} />
    <PaymentsSection caseId={record.id} />
    <RestrictedAccessForAdmins caseId={record.id} />
    <CaseViewsForAdmins caseId={record.id} />
  </>
);

/** The header's letter actions (issue 39): send a letter from a template, download the case summary PDF. */
const actions = (record: Case) => <CaseLetterActions record={record} />;

/** The Diary tab: the case's diaries and their items, in place (issue 39). */
const diary = (record: Case) => <CaseDiaryTab record={record} />;

/** The Messages tab: the conversation with the applicant and the documents asked of them (issue 39). */
const messages = (record: Case) => <CaseConversation caseId={record.id} />;

/** The Documents tab: every file of the case in one list, with preview, download and "Add a document" (issue 39). */
const documents = (record: Case) => <CaseDocumentsSection caseId={record.id} />;

const timeline = (record: Case) => <CaseTimeline caseId={record.id} canEdit={record.can.edit} />;

/**
 * The case page (issue 39): its header carries the warning notes (issue 38) and the clocks; the
 * Overview, its next actions, latest entries, grant, timescales (issue 14) and applicant access
 * (issue 13); Details, the form with the grant (issue 35), payments, the restriction and who
 * looked; then the Diary, Documents and Timeline tabs.
 */
export function CaseFormRoute() {
  return (
    <CaseFormPage
      notices={notices}
      badges={badges}
      actions={actions}
      overviewMain={overviewMain}
      overviewSide={overviewSide}
      sections={sections}
      diary={diary}
      messages={messages}
      documents={documents}
      timeline={timeline}
      beforeSave={(draft) => <PossibleDuplicatesWarning draft={draft} />}
    />
  );
}

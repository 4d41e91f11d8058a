import type { Case } from '@casekeeper/contract';
import { ApplicantAccessPanel } from '@/features/applicant-access/components/applicant-access-panel';
import { useAbilities } from '@/features/auth/hooks/use-abilities';
import { CaseFormPage } from '@/features/cases/pages/case-form-page';
import { RestrictedAccessSection } from '@/features/case-restrictions/components/restricted-access-section';
import { CaseViewsSection } from '@/features/case-views/components/case-views-section';
import { CaseClocksCard } from '@/features/clocks/components/case-clocks-card';
import { GrantSection } from '@/features/grant/components/grant-section';
import { PaymentsSection } from '@/features/payments/components/payments-section';
import { WarningNotesPanel } from '@/features/warning-notes/components/warning-notes-panel';
import { useAppSelector } from '../store/hooks';

const notices = (record: Case) => <WarningNotesPanel caseId={record.id} />;

const sidePanels = (record: Case) => (
  <>
    <CaseClocksCard caseId={record.id} />
    <ApplicantAccessPanel
      caseId={record.id}
      clientName={`${record.clientFirstName} ${record.clientLastName}`}
      clientEmail={record.clientEmail}
    />
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

const sections = (record: Case) => (
  <>
    <GrantSection caseId={record.id} caseStatusId={record.statusId} />
    <PaymentsSection caseId={record.id} />
    <RestrictedAccessForAdmins caseId={record.id} />
    <CaseViewsForAdmins caseId={record.id} />
  </>
);

/**
 * The case form, with the case's timescales (issue 14) and the applicant's access to the case
 * (issue 13) beside its history, its grant (issue 35) below its fields, and its warning notes
 * (issue 38) under its heading.
 */
export function CaseFormRoute() {
  return <CaseFormPage notices={notices} sidePanels={sidePanels} sections={sections} />;
}

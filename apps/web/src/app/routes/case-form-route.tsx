import type { Case } from '@casekeeper/contract';
import { ApplicantAccessPanel } from '@/features/applicant-access/components/applicant-access-panel';
import { CaseFormPage } from '@/features/cases/pages/case-form-page';

const applicantAccess = (record: Case) => (
  <ApplicantAccessPanel
    caseId={record.id}
    clientName={`${record.clientFirstName} ${record.clientLastName}`}
    clientEmail={record.clientEmail}
  />
);

/** The case form, with the applicant's access to the case beside its history (issue 13). */
export function CaseFormRoute() {
  return <CaseFormPage sidePanels={applicantAccess} />;
}

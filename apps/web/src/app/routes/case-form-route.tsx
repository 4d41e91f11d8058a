import type { Case } from '@casekeeper/contract';
import { ApplicantAccessPanel } from '@/features/applicant-access/components/applicant-access-panel';
import { CaseFormPage } from '@/features/cases/pages/case-form-page';
import { CaseClocksCard } from '@/features/clocks/components/case-clocks-card';
import { GrantSection } from '@/features/grant/components/grant-section';
import { PaymentsSection } from '@/features/payments/components/payments-section';

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

const sections = (record: Case) => (
  <>
    <GrantSection caseId={record.id} caseStatusId={record.statusId} />
    <PaymentsSection caseId={record.id} />
  </>
);

/**
 * The case form, with the case's timescales (issue 14) and the applicant's access to the case
 * (issue 13) beside its history, and its grant (issue 35) below its fields.
 */
export function CaseFormRoute() {
  return <CaseFormPage sidePanels={sidePanels} sections={sections} />;
}

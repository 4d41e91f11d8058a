import type { Case } from '@casekeeper/contract';
import Button from '@mui/material/Button';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import type { ActionsBar } from '@/components/action-bar';
import { paths } from '@/config/paths';
import { ApplicantAccessPanel } from '@/features/applicant-access/components/applicant-access-panel';
import { CaseNextActions } from '@/features/case-timeline/components/case-next-actions';
import { CaseLetterActions } from '@/features/letters/components/case-letter-actions';
import { CaseTimeline } from '@/features/case-timeline/components/case-timeline';
import { CaseWorkspacePartLoading } from '@/features/cases/components/case-workspace-part-loading';
import { CaseFormPage } from '@/features/cases/pages/case-form-page';
import { CaseClocksCard } from '@/features/clocks/components/case-clocks-card';
import { LinkedCasesSection } from '@/features/linked-cases/components/linked-cases-section';
import { WarningNotesPanel } from '@/features/warning-notes/components/warning-notes-panel';
import { deferredImport } from '@/lib/deferred-import';
import { CaseClockBadges, CaseGrantSummary } from './case-page-parts';
import { LATEST_ENTRIES } from './case-page-parts-prefetch';

// The route's own names for React Router's lazy (app/router.tsx): its page and its loader.
export { caseFormLoader as loader } from './case-page-parts-prefetch';
export { CaseFormRoute as Component };

/**
 * The parts no Overview shows (the Diary, Messages and Documents tabs, the Details tab's sections,
 * a new case's possible duplicates) come in a module of their own, loaded when one is first
 * wanted or a tab looks like being opened: a fresh load's first view waits for none of them.
 */
const tabParts = deferredImport(() => import('./case-page-parts-tabs'));
type TabParts = Awaited<ReturnType<typeof tabParts.load>>;
const lazyPart = <Name extends keyof TabParts>(name: Name) =>
  lazy(async () => ({ default: (await tabParts.load())[name] }));
const CaseDetailsSections = lazyPart('CaseDetailsSections');
const CaseDiaryPart = lazyPart('CaseDiaryPart');
const CaseMessagesPart = lazyPart('CaseMessagesPart');
const CaseDocumentsPart = lazyPart('CaseDocumentsPart');
const CaseDuplicatesPart = lazyPart('CaseDuplicatesPart');

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
      only={LATEST_ENTRIES.only}
      pageSize={LATEST_ENTRIES.pageSize}
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

/** The Details tab's sections, below the fields: the grant (issue 35), payments, restriction, who looked. */
const sections = (record: Case) => (
  <Suspense fallback={<CaseWorkspacePartLoading label="Loading the grant and payments" />}>
    <CaseDetailsSections record={record} />
  </Suspense>
);

/** The header's letter actions (issue 39): send a letter from a template, download the case summary PDF. */
const actions = (record: Case, bar: ActionsBar) => <CaseLetterActions record={record} bar={bar} />;

/** The Diary tab: the case's diaries and their items, in place (issue 39). */
const diary = (record: Case) => (
  <Suspense fallback={<CaseWorkspacePartLoading label="Loading the diary" />}>
    <CaseDiaryPart record={record} />
  </Suspense>
);

/** The Messages tab: the conversation with the applicant and the documents asked of them (issue 39). */
const messages = (record: Case) => (
  <Suspense fallback={<CaseWorkspacePartLoading label="Loading the messages" />}>
    <CaseMessagesPart record={record} />
  </Suspense>
);

/** The Documents tab: every file of the case in one list, with preview, download and "Add a document" (issue 39). */
const documents = (record: Case) => (
  <Suspense fallback={<CaseWorkspacePartLoading label="Loading the documents" />}>
    <CaseDocumentsPart record={record} />
  </Suspense>
);

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
      preloadTabs={tabParts.preload}
      beforeSave={(draft) => (
        <Suspense fallback={null}>
          <CaseDuplicatesPart draft={draft} />
        </Suspense>
      )}
    />
  );
}

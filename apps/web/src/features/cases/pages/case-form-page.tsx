import type { Case } from '@casekeeper/contract';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { CaseNotFound } from '../components/case-not-found';
import { CaseAddPage } from './case-add-page';
import { CaseEditPage } from './case-edit-page';

/** A case id from the path: a positive whole number, else null. */
function caseId(value: string): number | null {
  return /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : null;
}

/**
 * /case-manager/add and /case-manager/edit/{caseManagerDetailId} (the router registers only
 * these two, so any other {type} is the app's NOT FOUND).
 */
export function CaseFormPage({
  notices,
  sidePanels,
  sections,
}: {
  notices?: (record: Case) => ReactNode;
  sidePanels?: (record: Case) => ReactNode;
  sections?: (record: Case) => ReactNode;
}) {
  const { id } = useParams();
  if (id === undefined) return <CaseAddPage />;
  const known = caseId(id);
  return known === null ? (
    <CaseNotFound />
  ) : (
    <CaseEditPage key={known} id={known} notices={notices} sidePanels={sidePanels} sections={sections} />
  );
}

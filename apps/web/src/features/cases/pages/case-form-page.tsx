import { useParams } from 'react-router';
import type { ReactNode } from 'react';
import type { CaseDraft } from '../components/case-form-draft';
import { CaseNotFound } from '../components/case-not-found';
import { CaseAddPage } from './case-add-page';
import { CaseEditPage, type CasePageParts } from './case-edit-page';

/** A case id from the path: a positive whole number, else null. */
function caseId(value: string): number | null {
  return /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : null;
}

/**
 * /case-manager/add and /case-manager/edit/{caseManagerDetailId} (the router registers only
 * these two, so any other {type} is the app's NOT FOUND).
 */
export function CaseFormPage({
  beforeSave,
  ...parts
}: CasePageParts & {
  /** On a new case, above Save: what the app shows from what is typed so far (possible duplicates). */
  beforeSave?: (draft: CaseDraft) => ReactNode;
}) {
  const { id } = useParams();
  if (id === undefined) return <CaseAddPage beforeSave={beforeSave} />;
  const known = caseId(id);
  return known === null ? <CaseNotFound /> : <CaseEditPage key={known} id={known} {...parts} />;
}

import { useParams } from 'react-router';
import { lazy, Suspense, type ReactNode } from 'react';
import { PageLoading } from '@/components/page-loading';
import type { CaseDraft } from '../components/case-form-draft';
import { CaseNotFound } from '../components/case-not-found';
import { CaseEditPage, type CasePageParts } from './case-edit-page';

// Loaded when wanted: the case page's first view, a case's Overview, does not carry the form.
const CaseAddPage = lazy(async () => ({ default: (await import('./case-add-page')).CaseAddPage }));

/** A case id from the path: a positive whole number, else null. */
export function caseIdOf(value: string): number | null {
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
  if (id === undefined) {
    return (
      <Suspense fallback={<PageLoading inline />}>
        <CaseAddPage beforeSave={beforeSave} />
      </Suspense>
    );
  }
  const known = caseIdOf(id);
  return known === null ? <CaseNotFound /> : <CaseEditPage key={known} id={known} {...parts} />;
}

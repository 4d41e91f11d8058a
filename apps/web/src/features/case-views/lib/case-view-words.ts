import { CASE_VIEW_KIND_LABELS, type CaseView, type CaseViewer } from '@casekeeper/contract';

const ROLE_WORDS = { ADMIN: 'Admin', READWRITE: 'Read and write', READONLY: 'Read only' } as const;

export const personName = (person: CaseViewer) => `${person.firstName} ${person.lastName}`;

/** What the person is now: their role in the authority, or a platform admin. */
export function roleWords(person: CaseViewer): string {
  if (person.role) return ROLE_WORDS[person.role];
  return person.userType === 'ADMIN' ? 'Platform admin' : 'Applicant';
}

/** What they did: the kind, with the file's name for a download. */
export function whatWords(view: CaseView): string {
  if (view.kind !== 'FILE_DOWNLOAD') return CASE_VIEW_KIND_LABELS[view.kind];
  return `Downloaded ${view.fileName ?? 'a file since removed'}`;
}

/** The platform admin behind an impersonation, in words; null when the person acted themselves. */
export function onBehalfWords(view: CaseView): string | null {
  return view.onBehalfOf ? `By ${personName(view.onBehalfOf)} (platform admin) signed in as them` : null;
}

import type { CaseTimelineLink } from '@casekeeper/contract';
import { paths } from '@/config/paths';

/**
 * Where an entry's link goes, and what it says: a diary item's own page for whoever may change
 * it, else the case's action diary; a document, the Documents tab; a file of the grant or the payments, the case's Details;
 * a reply or a document asked of the applicant, the Messages tab.
 */
export function timelineLinkOf(
  link: CaseTimelineLink,
  caseId: number,
  canEdit: boolean,
): { to: string; label: string } {
  switch (link.to) {
    case 'actionItem':
      if (!canEdit) return { to: paths.actionDiary.list.href(caseId), label: 'Open in the diary' };
      return link.itemKind === 'FILE'
        ? { to: paths.actionItemFile.href('edit', link.id), label: 'Open the file item' }
        : { to: paths.actionItemText.href('edit', link.id), label: 'Open the item' };
    case 'documents':
      return { to: `${paths.caseManager.edit(caseId)}?tab=documents`, label: 'Open the documents' };
    case 'grant':
      return { to: `${paths.caseManager.edit(caseId)}?tab=details`, label: 'Open the grant' };
    case 'payments':
      return { to: `${paths.caseManager.edit(caseId)}?tab=details`, label: 'Open the payments' };
    case 'messages':
      return { to: `${paths.caseManager.edit(caseId)}?tab=messages`, label: 'Open the messages' };
  }
}

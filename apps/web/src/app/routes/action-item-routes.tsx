import type { ComponentType } from 'react';
import {
  FileItemAddPage as FileItemAdd,
  FileItemEditPage as FileItemEdit,
  TextItemAddPage as TextItemAdd,
  TextItemEditPage as TextItemEdit,
} from '@/features/action-diaries/pages/item-form-pages';
import { VisitNoticeContext } from '@/features/action-diaries/lib/visit-notice';
import { VisitWarningNotes } from '@/features/warning-notes/components/visit-warning-notes';

const visitNotice = (caseId: number) => <VisitWarningNotes caseId={caseId} />;

/** An item page whose form shows the case's warning notes once the officer chooses Visit. */
function withVisitNotice(Page: ComponentType): ComponentType {
  return function ItemPageWithVisitNotice() {
    return (
      <VisitNoticeContext.Provider value={visitNotice}>
        <Page />
      </VisitNoticeContext.Provider>
    );
  };
}

/** The action item forms (docs/routes.md), with the warning notes (issue 38) before a visit. */
export const TextItemAddPage = withVisitNotice(TextItemAdd);
export const TextItemEditPage = withVisitNotice(TextItemEdit);
export const FileItemAddPage = withVisitNotice(FileItemAdd);
export const FileItemEditPage = withVisitNotice(FileItemEdit);

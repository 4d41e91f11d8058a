import { BulkActionsBar } from '@/features/bulk-actions/components/bulk-actions-bar';
import type { BulkToolbar } from '@/features/cases/components/case-selection';
import { CaseListPage } from '@/features/cases/pages/case-list-page';

/** The chosen cases' bulk actions (issue 39): the case list knows only that something acts on them. */
const bulkToolbar: BulkToolbar = (chosen) => (
  <BulkActionsBar selection={chosen.selection} count={chosen.count} />
);

/** The case list, with its bulk actions for those who may change cases. */
export function CaseListRoute() {
  return <CaseListPage bulkToolbar={bulkToolbar} />;
}

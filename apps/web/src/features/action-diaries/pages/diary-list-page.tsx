import { CASE_MESSAGES } from '@casekeeper/contract';
import Stack from '@mui/material/Stack';
import { useParams } from 'react-router';
import { LoadFailure } from '@/components/load-failure';
import { toApiFailure } from '@/lib/api/api-failure';
import { useGetDiaryCaseQuery } from '../api/diaries-api';
import { CaseDiaryBoard } from '../components/case-diary-board';
import { ChooseCase, DiaryNotFound } from '../components/diary-list-states';
import { DiaryPageHeading } from '../components/diary-page-heading';
import { recordIdOf } from '../lib/record-id';

type DiaryListPageProps = {
  /** The item chosen in the alarm dropdown: shown, marked and focused if it is on this page. */
  highlightItemId?: number | null;
  /** Called once that item has been shown (scrolled to and focused). */
  onHighlightShown?: () => void;
};

const HEADING = 'Action diary';

/** /actionDiary/list/{caseId}: a case's diaries with their items, filtered, and what may be done to them. */
export function DiaryListPage({ highlightItemId = null, onHighlightShown }: DiaryListPageProps) {
  const { id } = useParams();
  if (id === undefined) return <ChooseCase />;
  const caseId = recordIdOf(id);
  if (caseId === null) return <DiaryNotFound heading={HEADING} message={CASE_MESSAGES.notFound} />;
  return (
    <CaseDiaries
      key={caseId}
      caseId={caseId}
      highlightItemId={highlightItemId}
      onHighlightShown={onHighlightShown}
    />
  );
}

type CaseDiariesProps = { caseId: number; highlightItemId: number | null; onHighlightShown?: () => void };

function CaseDiaries({ caseId, highlightItemId, onHighlightShown }: CaseDiariesProps) {
  const caseQuery = useGetDiaryCaseQuery({ params: { id: caseId } });
  if (caseQuery.error) {
    const { status, message } = toApiFailure(caseQuery.error);
    if (status === 404) return <DiaryNotFound heading={HEADING} message={CASE_MESSAGES.notFound} />;
    return (
      <Stack spacing={3}>
        <DiaryPageHeading heading={HEADING} caseId={caseId} record={undefined} />
        <LoadFailure message={message} onRetry={() => void caseQuery.refetch()} />
      </Stack>
    );
  }
  return (
    <Stack spacing={3}>
      <DiaryPageHeading heading={HEADING} caseId={caseId} record={caseQuery.data} />
      <CaseDiaryBoard
        caseId={caseId}
        record={caseQuery.data}
        highlightItemId={highlightItemId}
        onHighlightShown={onHighlightShown}
      />
    </Stack>
  );
}

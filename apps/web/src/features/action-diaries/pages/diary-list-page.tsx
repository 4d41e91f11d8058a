import { CASE_MESSAGES, type Diary } from '@casekeeper/contract';
import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useParams } from 'react-router';
import { ConfirmDialog } from '@/components/data-list/confirm-dialog';
import { LoadFailure } from '@/components/load-failure';
import { PageLoading } from '@/components/page-loading';
import { paths } from '@/config/paths';
import { toApiFailure } from '@/lib/api/api-failure';
import { anyBeingChecked, useRereadWhileChecked } from '@/lib/files/use-reread-while-checked';
import { useGetCaseDiariesQuery, useGetDiaryCaseQuery } from '../api/diaries-api';
import { DiaryCard } from '../components/diary-card';
import { ChooseCase, DiaryNotFound, EmptyPanel } from '../components/diary-list-states';
import { DiaryPageHeading } from '../components/diary-page-heading';
import { ItemFilterButtons } from '../components/item-filter-buttons';
import { useHighlightItem } from '../hooks/use-highlight-item';
import { useItemActions } from '../hooks/use-item-actions';
import { useItemDownload } from '../hooks/use-item-download';
import { useItemFilter } from '../hooks/use-item-filter';
import { useNow } from '../hooks/use-now';
import { ITEM_FILTERS, itemState, type ItemFilter } from '../lib/item-filter';
import { recordIdOf } from '../lib/record-id';

type DiaryListPageProps = {
  /** The item chosen in the alarm dropdown: shown, marked and focused if it is on this page. */
  highlightItemId?: number | null;
  /** Called once that item has been shown (scrolled to and focused). */
  onHighlightShown?: () => void;
};

const HEADING = 'Action diary';

function countByFilter(diaries: readonly Diary[], now: number): Record<ItemFilter, number> {
  const counts = Object.fromEntries(ITEM_FILTERS.map((filter) => [filter, 0])) as Record<ItemFilter, number>;
  for (const item of diaries.flatMap((diary) => diary.items)) {
    counts.all += 1;
    const state = itemState(item, now);
    // New from the applicant counts with what is still to do (the Upcoming filter shows it).
    counts[state === 'new' ? 'upcoming' : state] += 1;
  }
  return counts;
}

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
  const diariesQuery = useGetCaseDiariesQuery({ params: { caseId } });
  useRereadWhileChecked(
    anyBeingChecked(diariesQuery.data?.flatMap((diary) => diary.items.map((item) => item.file)) ?? []),
    diariesQuery.refetch,
  );
  const [filter, setFilter] = useItemFilter();
  const now = useNow();
  const actions = useItemActions();
  const { download, downloading } = useItemDownload();
  const diaries = diariesQuery.data;
  const highlightRef = useHighlightItem(highlightItemId, diaries, onHighlightShown);

  const failure = caseQuery.error ?? diariesQuery.error;
  if (failure) {
    const { status, message } = toApiFailure(failure);
    if (status === 404) return <DiaryNotFound heading={HEADING} message={CASE_MESSAGES.notFound} />;
    return (
      <Stack spacing={3}>
        <DiaryPageHeading heading={HEADING} caseId={caseId} record={caseQuery.data} />
        <LoadFailure
          message={message}
          onRetry={() => {
            if (caseQuery.error) void caseQuery.refetch();
            if (diariesQuery.error) void diariesQuery.refetch();
          }}
        />
      </Stack>
    );
  }

  const record = caseQuery.data;
  const mayAdd = record?.can.edit ?? false;
  const addDiary = mayAdd && (
    <Button
      component={RouterLink}
      to={paths.actionDiary.form.href('add', caseId)}
      variant="contained"
      startIcon={<AddOutlined />}
    >
      Add diary
    </Button>
  );

  return (
    <Stack spacing={3}>
      <DiaryPageHeading heading={HEADING} caseId={caseId} record={record} />
      {!diaries || !record ? (
        <PageLoading inline />
      ) : diaries.length === 0 ? (
        <EmptyPanel heading="No diaries yet" action={addDiary}>
          {mayAdd
            ? 'Start a diary to plan the calls, visits, letters and works for this case; each diary holds dated action items, and you are alerted when they fall due.'
            : 'Nobody has started an action diary on this case yet.'}
        </EmptyPanel>
      ) : (
        <>
          <Stack
            direction="row"
            spacing={2}
            useFlexGap
            sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}
          >
            <ItemFilterButtons value={filter} counts={countByFilter(diaries, now)} onChange={setFilter} />
            {addDiary}
          </Stack>
          {diaries.map((diary) => (
            <DiaryCard
              key={diary.id}
              diary={diary}
              filter={filter}
              now={now}
              highlightItemId={highlightItemId}
              highlightRef={highlightRef}
              onDeleteDiary={actions.askDeleteDiary}
              onSetCompleted={(item, completed) => void actions.setCompleted(item, completed)}
              onDelete={actions.askDeleteItem}
              onDownload={(item) => void download(item)}
              busyItem={actions.busyItem}
              downloading={downloading}
            />
          ))}
        </>
      )}
      <ConfirmDialog {...actions.dialogProps} />
    </Stack>
  );
}

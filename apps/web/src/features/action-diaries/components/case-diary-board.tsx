import type { Case, Diary } from '@casekeeper/contract';
import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '@/components/data-list/confirm-dialog';
import { LoadFailure } from '@/components/load-failure';
import { PageLoading } from '@/components/page-loading';
import { paths } from '@/config/paths';
import { toApiFailure } from '@/lib/api/api-failure';
import { anyBeingChecked, useRereadWhileChecked } from '@/lib/files/use-reread-while-checked';
import { useGetCaseDiariesQuery } from '../api/diaries-api';
import { useDiaryLinkState } from '../hooks/use-diary-return';
import { useHighlightItem } from '../hooks/use-highlight-item';
import { useItemActions } from '../hooks/use-item-actions';
import { useItemDownload } from '../hooks/use-item-download';
import { useItemFilter } from '../hooks/use-item-filter';
import { useNow } from '../hooks/use-now';
import { ITEM_FILTERS, itemState, type ItemFilter } from '../lib/item-filter';
import { DiaryCard } from './diary-card';
import { EmptyPanel } from './diary-list-states';
import { ItemFilterButtons } from './item-filter-buttons';

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

type CaseDiaryBoardProps = {
  caseId: number;
  /** The case, once read: whether the caller may add to its diaries. */
  record: Case | undefined;
  /** The item chosen in the alarm dropdown: shown, marked and focused if it is here. */
  highlightItemId?: number | null;
  onHighlightShown?: () => void;
};

/**
 * A case's diaries with their items, filtered, and what may be done to them: the diary page's body,
 * and the case page's Diary tab.
 */
export function CaseDiaryBoard({
  caseId,
  record,
  highlightItemId = null,
  onHighlightShown,
}: CaseDiaryBoardProps) {
  const diariesQuery = useGetCaseDiariesQuery({ params: { caseId } });
  useRereadWhileChecked(
    anyBeingChecked(diariesQuery.data?.flatMap((diary) => diary.items.map((item) => item.file)) ?? []),
    diariesQuery.refetch,
  );
  const [filter, setFilter] = useItemFilter();
  const now = useNow();
  const actions = useItemActions();
  const { download, downloading } = useItemDownload();
  const linkState = useDiaryLinkState();
  const diaries = diariesQuery.data;
  const highlightRef = useHighlightItem(highlightItemId, diaries, onHighlightShown);

  if (diariesQuery.error) {
    return (
      <LoadFailure
        message={toApiFailure(diariesQuery.error).message}
        onRetry={() => void diariesQuery.refetch()}
      />
    );
  }

  const mayAdd = record?.can.edit ?? false;
  const addDiary = mayAdd && (
    <Button
      component={RouterLink}
      to={paths.actionDiary.form.href('add', caseId)}
      state={linkState}
      variant="contained"
      startIcon={<AddOutlined />}
    >
      Add diary
    </Button>
  );

  return (
    <Stack spacing={3}>
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

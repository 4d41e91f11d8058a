import { ACTION_ITEM_MESSAGES, DIARY_MESSAGES, type ActionItem, type Diary } from '@casekeeper/contract';
import { skipToken } from '@reduxjs/toolkit/query';
import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { RecordFormPage } from '@/components/record-form-page';
import { paths } from '@/config/paths';
import { toApiFailure } from '@/lib/api/api-failure';
import { useGetActionItemQuery, useGetDiaryCaseQuery, useGetDiaryQuery } from '../api/diaries-api';
import { DiaryNotFound } from '../components/diary-list-states';
import { useDiaryBack } from '../hooks/use-diary-return';
import { recordIdOf } from '../lib/record-id';
import { CaseLine } from '../components/diary-page-heading';
import { ItemCaseContext } from '../lib/visit-notice';

type FramedPage = { heading: string; children: (backTo: string) => ReactNode };

/** The frame of an item form: the case it belongs to, a way back to its diary page, loading and failure. */
function ItemFrame({
  heading,
  caseId,
  query,
  children,
}: FramedPage & {
  caseId: number | undefined;
  query: { isLoading: boolean; error?: unknown; refetch: () => unknown };
}) {
  const caseQuery = useGetDiaryCaseQuery(caseId ? { params: { id: caseId } } : skipToken);
  const back = useDiaryBack(caseId);
  const backTo = back.to;
  return (
    <RecordFormPage
      heading={heading}
      subheading={<CaseLine record={caseQuery.data} />}
      back={back}
      loading={query.isLoading}
      loadError={query.error ? toApiFailure(query.error).message : null}
      onRetry={() => void query.refetch()}
    >
      {caseId !== undefined && (
        <ItemCaseContext.Provider value={caseId}>{children(backTo)}</ItemCaseContext.Provider>
      )}
    </RecordFormPage>
  );
}

const isNotFound = (error: unknown) => Boolean(error) && toApiFailure(error).status === 404;

/** An add page of an item: /…/add/{diaryId}, for whoever may change the diary. */
export function NewItemPage({
  heading,
  children,
}: {
  heading: string;
  children: (diary: Diary, backTo: string) => ReactNode;
}) {
  const diaryId = recordIdOf(useParams().id);
  const query = useGetDiaryQuery(diaryId ? { params: { id: diaryId } } : skipToken);
  const diary = query.data;
  if (diaryId === null || isNotFound(query.error))
    return <DiaryNotFound heading={heading} message={DIARY_MESSAGES.notFound} />;
  if (diary && !diary.can.edit) return <Navigate to={paths.unauthorized} replace />;
  return (
    <ItemFrame heading={heading} caseId={diary?.caseId} query={query}>
      {(backTo) => diary && children(diary, backTo)}
    </ItemFrame>
  );
}

/**
 * An edit page of an item: /…/edit/{itemId}, for whoever may change it. An item of the other kind
 * is sent to its own form.
 */
export function EditItemPage({
  heading,
  kind,
  children,
}: {
  heading: string;
  kind: ActionItem['kind'];
  children: (item: ActionItem, backTo: string, reload: () => void) => ReactNode;
}) {
  const itemId = recordIdOf(useParams().id);
  const query = useGetActionItemQuery(itemId ? { params: { id: itemId } } : skipToken);
  const item = query.data;
  if (itemId === null || isNotFound(query.error)) {
    return <DiaryNotFound heading={heading} message={ACTION_ITEM_MESSAGES.notFound} />;
  }
  if (item && item.kind !== kind) {
    const other = item.kind === 'FILE' ? paths.actionItemFile : paths.actionItemText;
    return <Navigate to={other.href('edit', item.id)} replace />;
  }
  if (item && !item.can.edit) return <Navigate to={paths.unauthorized} replace />;
  return (
    <ItemFrame heading={heading} caseId={item?.caseId} query={query}>
      {(backTo) => item && children(item, backTo, () => void query.refetch())}
    </ItemFrame>
  );
}

import { CASE_MESSAGES, DIARY_MESSAGES } from '@casekeeper/contract';
import { skipToken } from '@reduxjs/toolkit/query';
import { Navigate, useParams } from 'react-router';
import { RecordFormPage } from '@/components/record-form-page';
import { paths } from '@/config/paths';
import { toApiFailure } from '@/lib/api/api-failure';
import {
  useAddDiaryMutation,
  useGetDiaryCaseQuery,
  useGetDiaryQuery,
  useUpdateDiaryMutation,
} from '../api/diaries-api';
import { DiaryNotFound } from '../components/diary-list-states';
import { CaseLine } from '../components/diary-page-heading';
import { DiaryForm } from '../components/diary-form';
import { useDiaryBack } from '../hooks/use-diary-return';
import { recordIdOf } from '../lib/record-id';

const loadErrorOf = (error: unknown) => (error ? toApiFailure(error).message : null);
const isNotFound = (error: unknown) => Boolean(error) && toApiFailure(error).status === 404;

/** /actionDiary/add/{caseId}: a new diary on the case. */
export function DiaryAddPage() {
  const caseId = recordIdOf(useParams().id);
  const caseQuery = useGetDiaryCaseQuery(caseId ? { params: { id: caseId } } : skipToken);
  const [addDiary] = useAddDiaryMutation();
  const record = caseQuery.data;
  const back = useDiaryBack(caseId);
  const backTo = back.to;
  if (caseId === null || isNotFound(caseQuery.error)) {
    return <DiaryNotFound heading="Add diary" message={CASE_MESSAGES.notFound} />;
  }
  if (record && !record.can.edit) return <Navigate to={paths.unauthorized} replace />;
  return (
    <RecordFormPage
      heading="Add diary"
      subheading={<CaseLine record={record} />}
      back={back}
      loading={caseQuery.isLoading}
      loadError={loadErrorOf(caseQuery.error)}
      onRetry={() => void caseQuery.refetch()}
    >
      <DiaryForm
        diary={null}
        backTo={backTo}
        send={(fields) => addDiary({ body: { ...fields, caseId } }).unwrap()}
        onReload={() => undefined}
      />
    </RecordFormPage>
  );
}

/** /actionDiary/edit/{diaryId}: a diary's title and description. */
export function DiaryEditPage() {
  const diaryId = recordIdOf(useParams().id);
  const diaryQuery = useGetDiaryQuery(diaryId ? { params: { id: diaryId } } : skipToken);
  const diary = diaryQuery.data;
  const caseQuery = useGetDiaryCaseQuery(diary ? { params: { id: diary.caseId } } : skipToken);
  const [updateDiary] = useUpdateDiaryMutation();
  const back = useDiaryBack(diary?.caseId);
  const backTo = back.to;
  if (diaryId === null || isNotFound(diaryQuery.error)) {
    return <DiaryNotFound heading="Edit diary" message={DIARY_MESSAGES.notFound} />;
  }
  if (diary && !diary.can.edit) return <Navigate to={paths.unauthorized} replace />;
  return (
    <RecordFormPage
      heading="Edit diary"
      subheading={<CaseLine record={caseQuery.data} />}
      back={back}
      loading={diaryQuery.isLoading}
      loadError={loadErrorOf(diaryQuery.error)}
      onRetry={() => void diaryQuery.refetch()}
    >
      {diary && (
        <DiaryForm
          key={`${diary.id}-${diary.version}`}
          diary={diary}
          backTo={backTo}
          send={(fields, version) =>
            updateDiary({ body: { ...fields, id: diary.id, version: version ?? diary.version } }).unwrap()
          }
          onReload={() => void diaryQuery.refetch()}
        />
      )}
    </RecordFormPage>
  );
}

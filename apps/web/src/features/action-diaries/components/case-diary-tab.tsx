import type { Case } from '@casekeeper/contract';
import { useLocation } from 'react-router';
import { DiaryReturnProvider } from '../hooks/use-diary-return';
import { CaseDiaryBoard } from './case-diary-board';

/** The case page's Diary tab: the case's diaries in place, whose forms come back to this tab. */
export function CaseDiaryTab({ record }: { record: Case }) {
  const { pathname, search } = useLocation();
  return (
    <DiaryReturnProvider value={`${pathname}${search}`}>
      <CaseDiaryBoard caseId={record.id} record={record} />
    </DiaryReturnProvider>
  );
}

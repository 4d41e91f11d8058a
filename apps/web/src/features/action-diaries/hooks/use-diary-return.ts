import { createContext, useContext } from 'react';
import { useLocation } from 'react-router';
import { paths } from '@/config/paths';

/**
 * Where the diary's forms return to when they were opened from the case page's Diary tab rather
 * than the diary page: the tab's address, carried in the links' history state.
 */
const DiaryReturnContext = createContext<string | null>(null);

export const DiaryReturnProvider = DiaryReturnContext.Provider;

type DiaryReturnState = { diaryReturn: string };

/** The history state a link out of the diary carries, so its form comes back here. */
export function useDiaryLinkState(): DiaryReturnState | undefined {
  const returnTo = useContext(DiaryReturnContext);
  return returnTo === null ? undefined : { diaryReturn: returnTo };
}

/**
 * Where a diary form goes back to: the case page's tab it came from (only a page of that same case),
 * else the case's diary page.
 */
export function useDiaryBack(caseId: number | null | undefined): { label: string; to: string } {
  const state: unknown = useLocation().state;
  if (caseId === undefined || caseId === null)
    return { label: 'Back to action diary', to: paths.authority.caseList };
  const casePage = paths.caseManager.edit(caseId);
  const named =
    typeof state === 'object' && state !== null && 'diaryReturn' in state ? state.diaryReturn : null;
  if (typeof named === 'string' && (named === casePage || named.startsWith(`${casePage}?`))) {
    return { label: 'Back to case', to: named };
  }
  return { label: 'Back to action diary', to: paths.actionDiary.list.href(caseId) };
}

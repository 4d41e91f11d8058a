import { caseTimelineEndpoints } from '@casekeeper/contract';
import { api, type ApiTag } from '@/lib/api/api';
import { contractQuery } from '@/lib/api/contract-endpoint';

/**
 * What a case's timeline is made of goes stale with it: the case (an edit, a status), its diaries
 * and items, its grant and its payments. Their own writes name these tags.
 */
const madeOf = (caseId: number): { type: ApiTag; id: string | number }[] => [
  { type: 'Case', id: caseId },
  { type: 'CaseHistory', id: caseId },
  { type: 'Diary', id: 'LIST' },
  { type: 'Grant', id: 'LIST' },
  { type: 'Payments', id: caseId },
];

/** A case's timeline, a page at a time, and its next actions (docs/domain.md, "The case page"). */
export const caseTimelineApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCaseTimeline: build.query({
      ...contractQuery(caseTimelineEndpoints.timeline),
      providesTags: (_page, _error, { params }) => madeOf(Number(params.caseId)),
    }),
    getCaseDueActions: build.query({
      ...contractQuery(caseTimelineEndpoints.due),
      providesTags: (_due, _error, { params }) => [
        { type: 'Diary', id: 'LIST' },
        { type: 'Case', id: Number(params.caseId) },
      ],
    }),
  }),
});

export const { useGetCaseTimelineQuery, useGetCaseDueActionsQuery } = caseTimelineApi;

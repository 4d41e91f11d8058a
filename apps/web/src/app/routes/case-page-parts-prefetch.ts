import type { CaseTimelineKind } from '@casekeeper/contract';
import type { LoaderFunctionArgs } from 'react-router';
import { CASE_TABS } from '@/features/cases/hooks/use-case-tab';
import { caseIdOf } from '@/features/cases/pages/case-form-page';
import { api } from '@/lib/api/api';
import { readStoredUser } from '@/lib/session/stored-user';
import { getAppStore } from '../store/app-store';

/** The Overview's latest entries (case-form-route.tsx): the same read here and there, so one request. */
export const LATEST_ENTRIES = { only: ['diary', 'message'] as readonly CaseTimelineKind[], pageSize: 5 };

/** A read of the server cache by its endpoint's name and argument, as the page's hooks make it. */
type Read = readonly [endpoint: string, arg: unknown];

/**
 * What the case page reads before its first view: the case, the header's clocks and warning notes,
 * and on the Overview its next actions, latest entries, timescales, grant, applicant access and
 * linked cases. The arguments are those of the components' hooks to the letter (the cache key),
 * so each read is made once; case-page-parts-prefetch.test.tsx holds them to it.
 */
export function casePageReads(caseId: number, overview: boolean): Read[] {
  const ofCase = { params: { caseId } };
  const header: Read[] = [
    ['getCase', { params: { id: caseId } }],
    ['getCaseClocks', ofCase],
    ['getWarningNotes', ofCase],
  ];
  if (!overview) return header;
  const [theCase, clocks, notes] = header;
  // The first three are what the first view waits for, and HTTP/1.1 gives six connections.
  return [
    theCase,
    ['getCaseDueActions', ofCase],
    [
      'getCaseTimeline',
      {
        params: { caseId },
        query: { kinds: LATEST_ENTRIES.only.join(','), pageSize: LATEST_ENTRIES.pageSize },
      },
    ],
    clocks,
    ['getClockSettings', undefined],
    notes,
    ['getCaseGrant', ofCase],
    ['getApplicantAccess', ofCase],
    ['getCaseLinks', ofCase],
  ] as Read[];
}

type Initiate = (arg: unknown, options: { subscribe: false }) => Parameters<AppDispatch>[0];
type AppDispatch = ReturnType<typeof getAppStore>['store']['dispatch'];

/** Starts each read (unless cached or under way) without waiting for a component to ask for it. */
export function prefetchReads(dispatch: AppDispatch, reads: Read[]): void {
  // Endpoints are injected by the features' api files, which this page's modules have imported.
  const endpoints = api.endpoints as unknown as Record<string, { initiate: Initiate } | undefined>;
  for (const [name, arg] of reads) {
    const endpoint = endpoints[name];
    if (endpoint) void dispatch(endpoint.initiate(arg, { subscribe: false }));
  }
}

/** `?tab=` names the Overview, or nothing the page knows (which opens the Overview too). */
function opensOnOverview(url: string): boolean {
  const tab = new URL(url).searchParams.get('tab');
  return tab === null || tab === 'overview' || !(CASE_TABS as readonly string[]).includes(tab);
}

/**
 * The case page's route loader: it starts the page's reads as soon as its code has arrived, in
 * parallel, rather than a read at a time as the page renders and its parts mount (on a fresh load
 * that was the case read after the layout's first render, then eight more after the case's).
 * It waits for nothing and returns nothing; the page's hooks find the reads under way or done.
 */
export function caseFormLoader({ params, request }: LoaderFunctionArgs): null {
  const id = params.id === undefined ? null : caseIdOf(params.id);
  const userType = readStoredUser()?.user_type;
  if (id !== null && (userType === 'AUTHORITY' || userType === 'AUTHORITY_USER')) {
    prefetchReads(getAppStore().store.dispatch, casePageReads(id, opensOnOverview(request.url)));
  }
  return null;
}

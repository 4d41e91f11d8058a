import {
  applicantAccessEndpoints,
  caseEndpoints,
  caseTimelineEndpoints,
  clockEndpoints,
  grantEndpoints,
  linkedCaseEndpoints,
  warningNoteEndpoints,
  type Case,
} from '@casekeeper/contract';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAppStoreForTests } from '@/app/store/app-store';
import { getAbilities } from '@/features/auth/api/get-abilities';
import { getCurrentUser } from '@/features/auth/api/get-current-user';
import { forgetAbilities } from '@/features/auth/hooks/use-abilities';
import { sampleCase } from '@/features/cases/testing/sample-case';
import { sampleSettings } from '@/features/clocks/testing/sample-clocks';
import { sampleGrant } from '@/features/grant/testing/sample-grant';
import { answer, callsTo } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { abilitiesFromStorage, currentUserFromStorage } from '@/testing/session-from-storage';
import { storeSessionUser } from '@/testing/session-user';

vi.mock('@/features/auth/api/get-current-user', () => ({ getCurrentUser: vi.fn() }));
vi.mock('@/features/auth/api/get-abilities', () => ({ getAbilities: vi.fn() }));

/** Every read of the Overview's first view, each answered, so that none is made twice for failing. */
const OVERVIEW_READS = [
  caseEndpoints.edit,
  caseTimelineEndpoints.due,
  caseTimelineEndpoints.timeline,
  clockEndpoints.caseClocks,
  clockEndpoints.settings,
  warningNoteEndpoints.list,
  grantEndpoints.get,
  applicantAccessEndpoints.read,
  linkedCaseEndpoints.list,
];

/** Long enough for the page's code to load the first time (vitest transforms it then). */
const LOADED = { timeout: 20_000 };

/** The case read answers only when the test lets it. */
function holdTheCase() {
  let release: (record: Case) => void = () => undefined;
  const held = new Promise<Case>((resolve) => {
    release = resolve;
  });
  answer(caseEndpoints.edit, () => held);
  return (record: Case) => release(record);
}

beforeEach(() => {
  vi.mocked(getCurrentUser).mockImplementation(currentUserFromStorage);
  vi.mocked(getAbilities).mockImplementation(abilitiesFromStorage());
  answer(caseTimelineEndpoints.due, () => ({ items: [], openCount: 0 }));
  answer(caseTimelineEndpoints.timeline, () => ({ entries: [], nextCursor: null }));
  answer(clockEndpoints.caseClocks, () => ({ clocks: [] }));
  answer(clockEndpoints.settings, () => sampleSettings({ can: { edit: false } }));
  answer(warningNoteEndpoints.list, () => ({ notes: [], can: { change: false } }));
  answer(grantEndpoints.get, () => sampleGrant({ caseId: 41 }));
  answer(applicantAccessEndpoints.read, () => ({
    state: 'none',
    email: null,
    name: null,
    invitedAt: null,
    invitationExpiresAt: null,
    lastSignInAt: null,
    can: { invite: false, revoke: false },
  }));
  answer(linkedCaseEndpoints.list, () => ({ links: [], hiddenCount: 0, can: { change: false } }));
  storeSessionUser({
    user_type: 'AUTHORITY_USER',
    role: 'READONLY',
    auth_id: 2,
    webUserId: 8,
    first_name: 'Rory',
  });
});
afterEach(() => {
  resetAppStoreForTests();
  forgetAbilities();
});

describe("the case page's reads on a fresh load", { timeout: 60_000 }, () => {
  it('starts the Overview reads beside the case read, not after it, and makes each once', async () => {
    const release = holdTheCase();
    renderApp('/case-manager/edit/41');

    // Without the route's loader these wait for the case: its parts mount only once it is read.
    await vi.waitFor(() => {
      for (const endpoint of OVERVIEW_READS) expect(callsTo(endpoint), endpoint.path).toHaveLength(1);
    }, LOADED);
    expect(callsTo(caseTimelineEndpoints.timeline)[0]?.query).toEqual({
      kinds: 'diary,message',
      pageSize: 5,
    });

    release(sampleCase({ can: { edit: false, changeStatus: false } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Case HBC-2026-00041' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Timescales' })).toBeInTheDocument();
    expect(await screen.findByText('No diary entries or messages yet.')).toBeInTheDocument();
    // The page's own hooks found the reads made (the same cache keys): none was sent again.
    for (const endpoint of OVERVIEW_READS) expect(callsTo(endpoint), endpoint.path).toHaveLength(1);
  });

  it('on another tab reads the case and what its header shows, not the Overview', async () => {
    const release = holdTheCase();
    answer(caseTimelineEndpoints.timeline, () => ({ entries: [], nextCursor: null }));
    renderApp('/case-manager/edit/41?tab=timeline');

    await vi.waitFor(() => {
      expect(callsTo(clockEndpoints.caseClocks)).toHaveLength(1);
      expect(callsTo(warningNoteEndpoints.list)).toHaveLength(1);
    }, LOADED);
    expect(callsTo(caseEndpoints.edit)).toHaveLength(1);
    expect(callsTo(caseTimelineEndpoints.due)).toHaveLength(0);
    expect(callsTo(grantEndpoints.get)).toHaveLength(0);
    release(sampleCase({ can: { edit: false, changeStatus: false } }));
    expect(await screen.findByRole('tab', { name: 'Timeline', selected: true })).toBeInTheDocument();
  });
});

import {
  ACTION_ITEM_MESSAGES,
  actionItemEndpoints,
  caseEndpoints,
  diaryEndpoints,
  type ActionItem,
  type Diary,
} from '@casekeeper/contract';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAppStore, resetAppStoreForTests } from '@/app/store/app-store';
import { getAbilities } from '@/features/auth/api/get-abilities';
import { getCurrentUser } from '@/features/auth/api/get-current-user';
import { forgetAbilities } from '@/features/auth/hooks/use-abilities';
import { updateSelectedAlarmNotification } from '@/features/alarms/stores/alarm-notification-slice';
import { sampleCase } from '@/features/cases/testing/sample-case';
import { answer, callsTo } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { abilitiesFromStorage, currentUserFromStorage } from '@/testing/session-from-storage';
import { storeSessionUser } from '@/testing/session-user';
import { SCAN_POLL_MS } from '@/lib/files/use-reread-while-checked';
import { sampleItem } from '../testing/sample-diary';

vi.mock('@/features/auth/api/get-current-user', () => ({ getCurrentUser: vi.fn() }));
vi.mock('@/features/auth/api/get-abilities', () => ({ getAbilities: vi.fn() }));

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

/** The alarm choice as redux-persist stored it under `persist:Case`. */
function persistedAlarmChoice(): number | null | undefined {
  const stored = JSON.parse(localStorage.getItem('persist:Case') ?? '{}') as { alarmNotification?: string };
  if (stored.alarmNotification === undefined) return undefined;
  const slice = JSON.parse(stored.alarmNotification) as { selectedAlarmNotification: { id: number | null } };
  return slice.selectedAlarmNotification.id;
}

function item(overrides: Partial<ActionItem>): ActionItem {
  return sampleItem({ scheduledAt: inHours(24), ...overrides });
}

const upcoming = item({ id: 1 });
const overdue = item({
  id: 2,
  prefix: 'Visit',
  description: 'Measure the stairs',
  scheduledAt: inHours(-48),
});
const done = item({
  id: 3,
  prefix: 'Letter',
  description: 'Send the grant letter',
  scheduledAt: inHours(-72),
  isCompleted: true,
  completedAt: inHours(-70),
  text: null,
  kind: 'FILE',
  file: {
    name: 'grant.pdf',
    sizeBytes: 12_288,
    contentType: 'application/pdf',
    sha256: 'x',
    scanStatus: 'CLEAN',
  },
});

function diary(items: ActionItem[], can = { edit: true, delete: false }): Diary {
  return {
    id: 5,
    caseId: 41,
    title: 'Home visits',
    description: 'Visits to assess the bathroom',
    createdAt: '2026-01-12T09:30:00.000Z',
    updatedAt: '2026-01-12T09:30:00.000Z',
    version: 1,
    can,
    items,
  };
}

let items: ActionItem[];

beforeEach(() => {
  vi.mocked(getCurrentUser).mockImplementation(currentUserFromStorage);
  vi.mocked(getAbilities).mockImplementation(abilitiesFromStorage());
  items = [overdue, done, upcoming];
  answer(caseEndpoints.edit, () => sampleCase({}));
  answer(diaryEndpoints.list, () => [diary(items)]);
});
afterEach(() => {
  resetAppStoreForTests();
  forgetAbilities();
});

const officer = () =>
  storeSessionUser({ user_type: 'AUTHORITY_USER', role: 'READWRITE', auth_id: 2, webUserId: 7 });

const itemList = () => screen.findByRole('list', { name: 'Action items of Home visits' });
const shownTitles = async () =>
  within(await itemList())
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('the action diary page', { timeout: 60_000 }, () => {
  it("shows the case's diaries with their items, and filters them through the address", async () => {
    officer();
    const router = renderApp('/actionDiary/list/41');

    expect(await screen.findByRole('heading', { level: 1, name: 'Action diary' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'HBC-2026-00041' })).toHaveAttribute(
      'href',
      '/case-manager/edit/41',
    );
    expect(screen.getByText(/Peggy Woolley/)).toBeInTheDocument();
    expect(await shownTitles()).toEqual([
      'Visit - Measure the stairs',
      'Letter - Send the grant letter',
      'Call - Ring the daughter',
    ]);
    expect(screen.getByRole('button', { name: 'Download grant.pdf (12 KB)' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Overdue (1)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?show=overdue'));
    expect(await shownTitles()).toEqual(['Visit - Measure the stairs']);

    await userEvent.click(screen.getByRole('button', { name: 'Completed (1)' }));
    expect(await shownTitles()).toEqual(['Letter - Send the grant letter']);

    await userEvent.click(screen.getByRole('button', { name: 'Upcoming (1)' }));
    expect(await shownTitles()).toEqual(['Call - Ring the daughter']);

    await userEvent.click(screen.getByRole('button', { name: 'All (3)' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('keeps the filter of the address it is opened at, and says when a diary has nothing to show', async () => {
    items = [upcoming];
    officer();
    renderApp('/actionDiary/list/41?show=completed');

    expect(await screen.findByRole('button', { name: 'Completed (0)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(
      screen.getByText('No completed items in this diary. Choose All to see its item.'),
    ).toBeInTheDocument();
  });

  it('completes an item at once, and the list shows it done', async () => {
    answer(
      actionItemEndpoints.complete,
      ({ params }) => {
        const completed = {
          ...upcoming,
          isCompleted: true,
          completedAt: new Date().toISOString(),
          version: 2,
        };
        items = items.map((each) => (each.id === Number(params.id) ? completed : each));
        return completed;
      },
      ACTION_ITEM_MESSAGES.completed,
    );
    officer();
    renderApp('/actionDiary/list/41');

    await userEvent.click(
      await screen.findByRole('button', { name: 'Mark complete: Call - Ring the daughter' }),
    );
    expect(await screen.findByText(ACTION_ITEM_MESSAGES.completed)).toBeInTheDocument();
    expect(callsTo(actionItemEndpoints.complete)).toEqual([expect.objectContaining({ params: { id: '1' } })]);
    expect(
      await screen.findByRole('button', { name: 'Reopen: Call - Ring the daughter' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Completed (2)' })).toBeInTheDocument();
  });

  it('reopens a completed item', async () => {
    answer(
      actionItemEndpoints.reopen,
      () => {
        const reopened = { ...done, isCompleted: false, completedAt: null, version: 2 };
        items = items.map((each) => (each.id === done.id ? reopened : each));
        return reopened;
      },
      ACTION_ITEM_MESSAGES.reopened,
    );
    officer();
    renderApp('/actionDiary/list/41');

    await userEvent.click(
      await screen.findByRole('button', { name: 'Reopen: Letter - Send the grant letter' }),
    );
    expect(await screen.findByText(ACTION_ITEM_MESSAGES.reopened)).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Mark complete: Letter - Send the grant letter' }),
    ).toBeInTheDocument();
  });

  it('shows a file being checked with no download until the scanner passes it, and a refused file as refused', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const fileOf = (name: string, scanStatus: 'PENDING' | 'CLEAN' | 'INFECTED') => ({
        name,
        sizeBytes: 2048,
        contentType: 'application/pdf',
        sha256: 'y',
        scanStatus,
      });
      const checked = item({ id: 8, kind: 'FILE', text: null, file: fileOf('payslip.pdf', 'PENDING') });
      const refused = item({ id: 9, kind: 'FILE', text: null, file: fileOf('invoice.pdf', 'INFECTED') });
      items = [checked, refused];
      officer();
      renderApp('/actionDiary/list/41');

      expect(await screen.findByText('(being checked for viruses)', { exact: false })).toHaveTextContent(
        'payslip.pdf (being checked for viruses)',
      );
      expect(screen.getByText('(refused: a virus was found)', { exact: false })).toHaveTextContent(
        'invoice.pdf (refused: a virus was found)',
      );
      expect(screen.queryByRole('button', { name: /^Download/ })).not.toBeInTheDocument();

      // The scanner passes it: the page reads the diaries again by itself, and the link appears.
      items = [{ ...checked, file: fileOf('payslip.pdf', 'CLEAN') }, refused];
      const reads = callsTo(diaryEndpoints.list).length;
      await act(() => vi.advanceTimersByTimeAsync(SCAN_POLL_MS));
      await waitFor(() => expect(callsTo(diaryEndpoints.list).length).toBeGreaterThan(reads));
      expect(await screen.findByRole('button', { name: 'Download payslip.pdf (2 KB)' })).toBeInTheDocument();
      expect(screen.queryByText(/being checked for viruses/)).not.toBeInTheDocument();
      expect(screen.getByText(/refused: a virus was found/)).toBeInTheDocument();

      // Nothing left being checked: no more reading again.
      const settled = callsTo(diaryEndpoints.list).length;
      await act(() => vi.advanceTimersByTimeAsync(SCAN_POLL_MS * 3));
      expect(callsTo(diaryEndpoints.list)).toHaveLength(settled);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows a read-only officer the items with no way to change them', async () => {
    items = [upcoming, done].map((each) => ({ ...each, can: { edit: false } }));
    answer(caseEndpoints.edit, () => sampleCase({ can: { edit: false, changeStatus: false } }));
    answer(diaryEndpoints.list, () => [diary(items, { edit: false, delete: false })]);
    storeSessionUser({ user_type: 'AUTHORITY_USER', role: 'READONLY', auth_id: 2, webUserId: 8 });
    renderApp('/actionDiary/list/41');

    expect(await shownTitles()).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Download grant.pdf (12 KB)' })).toBeInTheDocument();
    for (const name of [/Mark complete/, /Reopen/, /^Edit/, /^Delete/, /^Add/]) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();
    }
  });

  it('focuses the item chosen in the alarm dropdown', async () => {
    officer();
    renderApp('/actionDiary/list/41');
    await itemList();
    act(() => {
      getAppStore().store.dispatch(
        updateSelectedAlarmNotification({ id: overdue.id, desc: 'Visit - Measure the stairs' }),
      );
    });
    const chosen = await screen.findByRole('listitem', { name: 'Visit - Measure the stairs' });
    await waitFor(() => expect(chosen).toHaveFocus());
    expect(chosen).toHaveAttribute('aria-current', 'true');
  });

  it('forgets the chosen item once it has been shown, so a later visit does not jump to it again', async () => {
    officer();
    getAppStore().store.dispatch(
      updateSelectedAlarmNotification({ id: overdue.id, desc: 'Visit - Measure the stairs' }),
    );
    renderApp('/actionDiary/list/41');
    const chosen = await screen.findByRole('listitem', { name: 'Visit - Measure the stairs' });
    await waitFor(() => expect(chosen).toHaveFocus());

    // Still marked on the page, but no longer kept in the store or under persist:Case.
    expect(chosen).toHaveAttribute('aria-current', 'true');
    expect(getAppStore().store.getState().alarmNotification.selectedAlarmNotification).toEqual({
      id: null,
      desc: null,
    });
    await waitFor(() => expect(persistedAlarmChoice()).toBeNull());

    cleanup();
    renderApp('/actionDiary/list/41');
    const again = await screen.findByRole('listitem', { name: 'Visit - Measure the stairs' });
    expect(again).not.toHaveAttribute('aria-current');
    expect(again).not.toHaveFocus();
  });

  it('offers a way to try again when the diaries cannot be read', async () => {
    let fail = true;
    answer(diaryEndpoints.list, () => {
      if (fail) throw new Error('Network Error');
      return [diary(items)];
    });
    officer();
    renderApp('/actionDiary/list/41');

    expect(await screen.findByText('Network Error')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await shownTitles()).toHaveLength(3);
  });

  it('asks for a case when none is named', async () => {
    officer();
    renderApp('/actionDiary/list');
    expect(await screen.findByRole('heading', { name: 'Choose a case' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the case list' })).toHaveAttribute(
      'href',
      '/authority/case/list',
    );
  });

  it('says so when a case has no diaries yet, with a way to start one', async () => {
    answer(diaryEndpoints.list, () => []);
    officer();
    renderApp('/actionDiary/list/41');
    expect(await screen.findByRole('heading', { name: 'No diaries yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add diary' })).toHaveAttribute('href', '/actionDiary/add/41');
  });
});

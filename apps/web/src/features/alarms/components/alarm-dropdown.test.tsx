import { ALARM_MESSAGES, ALARMS_CHANGED_EVENT, alarmEndpoints, type AlarmItem } from '@casekeeper/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAppStore, resetAppStoreForTests } from '@/app/store/app-store';
import { getAbilities } from '@/features/auth/api/get-abilities';
import { getCurrentUser } from '@/features/auth/api/get-current-user';
import { forgetAbilities } from '@/features/auth/hooks/use-abilities';
import { axiosAnswer, axiosFailure } from '@/testing/axios-failure';
import { answer, callsTo, withStatusCode } from '@/testing/fake-api';
import { eventStreamsOpened, refuseEventStreams } from '@/testing/fake-event-streams';
import { renderApp } from '@/testing/render-app';
import { abilitiesFromStorage, currentUserFromStorage } from '@/testing/session-from-storage';
import { storeSessionUser } from '@/testing/session-user';

vi.mock('@/features/auth/api/get-current-user', () => ({ getCurrentUser: vi.fn() }));
vi.mock('@/features/auth/api/get-abilities', () => ({ getAbilities: vi.fn() }));

const alarm = (id: number, isDatePassed: boolean, scheduledDate = '2026-07-01T09:00:00Z'): AlarmItem => ({
  actionItemDetailId: id,
  caseManagerDetailId: 100 + id,
  caseNumber: `HALE-2026-${String(100 + id).padStart(5, '0')}`,
  clientName: 'Ada Lovelace',
  actionItemDetail: `Visit - Check ${id}`,
  scheduledDate,
  isDatePassed,
  isNew: false,
});
const alarms = (from: number, count: number, isDatePassed: boolean) =>
  Array.from({ length: count }, (_, index) => alarm(from + index, isDatePassed));

/** The server's lists, answered as the endpoint does: the first of each, and both totals. */
function serveAlarms(upcoming: AlarmItem[], past: AlarmItem[]) {
  answer(alarmEndpoints.list, ({ params }) => ({
    data: [...upcoming.slice(0, Number(params.upcomingCount)), ...past.slice(0, Number(params.pastCount))],
    upcomingRecord: upcoming.length,
    datePassedRecord: past.length,
    newRecord: 0,
  }));
}

/** The server's dismissals: each takes its item out of `past`, the list it serves. */
function serveDismissals(past: AlarmItem[]) {
  answer(alarmEndpoints.dismiss, ({ params }) => {
    past.splice(
      past.findIndex((item) => item.actionItemDetailId === Number(params.id)),
      1,
    );
    return null;
  });
}

const signInAsOfficer = () =>
  storeSessionUser({ user_type: 'AUTHORITY_USER', role: 'READWRITE', auth_id: 2, webUserId: 7 });

async function openAlarms(pastDue: number) {
  await userEvent.click(await screen.findByRole('button', { name: `Alarms, ${pastDue} past due` }));
  return screen.findByRole('dialog', { name: 'Alarms' });
}

const itemTexts = (list: HTMLElement) =>
  within(list)
    .queryAllByRole('link')
    .map((link) => within(link).getByText(/^Visit - /).textContent);

beforeEach(() => {
  vi.mocked(getCurrentUser).mockImplementation(currentUserFromStorage);
  vi.mocked(getAbilities).mockImplementation(abilitiesFromStorage());
});
afterEach(() => {
  resetAppStoreForTests();
  forgetAbilities();
});

describe('the alarm dropdown', { timeout: 60_000 }, () => {
  it('counts the past items on the bell and lists 5 upcoming and 5 past at first', async () => {
    serveAlarms(alarms(1, 7, false), alarms(20, 3, true));
    signInAsOfficer();
    renderApp('/change-password');

    const dialog = await openAlarms(3);
    const upcoming = within(dialog).getByRole('region', { name: 'Upcoming' });
    const past = within(dialog).getByRole('region', { name: 'Past' });
    await waitFor(() => expect(itemTexts(upcoming)).toHaveLength(5));
    expect(itemTexts(past)).toEqual(['Visit - Check 20', 'Visit - Check 21', 'Visit - Check 22']);
    expect(callsTo(alarmEndpoints.list)[0]?.params).toEqual({
      webUserId: '7',
      upcomingCount: '5',
      pastCount: '5',
    });
    expect(within(past).queryByRole('button', { name: 'Load More Past' })).toBeNull();
  });

  it('gives no count until the lists have loaded', async () => {
    let release = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    answer(alarmEndpoints.list, async () => {
      await answered;
      return { data: [alarm(20, true)], upcomingRecord: 0, datePassedRecord: 1, newRecord: 0 };
    });
    signInAsOfficer();
    renderApp('/change-password');

    expect(await screen.findByRole('button', { name: 'Alarms' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /past due/ })).toBeNull();
    release();
    expect(await screen.findByRole('button', { name: 'Alarms, 1 past due' })).toBeInTheDocument();
  });

  it('adds 5 with each Load More and hides it once the whole list is loaded', async () => {
    serveAlarms(alarms(1, 12, false), []);
    signInAsOfficer();
    renderApp('/change-password');

    const upcoming = within(await openAlarms(0)).getByRole('region', { name: 'Upcoming' });
    await waitFor(() => expect(itemTexts(upcoming)).toHaveLength(5));
    await userEvent.click(within(upcoming).getByRole('button', { name: 'Load More Upcoming' }));
    await waitFor(() => expect(itemTexts(upcoming)).toHaveLength(10));
    await userEvent.click(within(upcoming).getByRole('button', { name: 'Load More Upcoming' }));
    await waitFor(() => expect(itemTexts(upcoming)).toHaveLength(12));
    expect(within(upcoming).queryByRole('button', { name: 'Load More Upcoming' })).toBeNull();
    expect(callsTo(alarmEndpoints.list).at(-1)?.params).toMatchObject({ upcomingCount: '15' });
  });

  it('shows each date as dd/mm/yy in London, either side of the clocks going forward', async () => {
    serveAlarms([alarm(1, false, '2026-03-28T23:30:00Z'), alarm(2, false, '2026-03-29T23:30:00Z')], []);
    signInAsOfficer();
    renderApp('/change-password');

    const upcoming = within(await openAlarms(0)).getByRole('region', { name: 'Upcoming' });
    expect(await within(upcoming).findByText('28/03/26')).toBeInTheDocument();
    expect(within(upcoming).getByText('30/03/26')).toBeInTheDocument();
  });

  it('dismisses an item: the server is told, the item goes and a toast says so', async () => {
    const past = alarms(20, 2, true);
    serveAlarms([], past);
    serveDismissals(past);
    signInAsOfficer();
    renderApp('/change-password');

    const dialog = await openAlarms(2);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Dismiss Visit - Check 20' }));

    expect(await screen.findByText(ALARM_MESSAGES.dismissed)).toBeInTheDocument();
    expect(callsTo(alarmEndpoints.dismiss)).toEqual([expect.objectContaining({ params: { id: '20' } })]);
    const pastList = within(dialog).getByRole('region', { name: 'Past' });
    await waitFor(() => expect(itemTexts(pastList)).toEqual(['Visit - Check 21']));
    expect(screen.getByRole('button', { name: 'Alarms, 1 past due', hidden: true })).toBeInTheDocument();
  });

  it('moves the focus to the next item after a dismissal by keyboard, and to the heading after the last', async () => {
    const past = alarms(20, 2, true);
    serveAlarms([], past);
    serveDismissals(past);
    signInAsOfficer();
    renderApp('/change-password');

    const dialog = await openAlarms(2);
    (await within(dialog).findByRole('button', { name: 'Dismiss Visit - Check 20' })).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Dismiss Visit - Check 21' })).toHaveFocus(),
    );

    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(dialog).getByRole('heading', { name: 'Past' })).toHaveFocus());
  });

  it('alerts when a dismissal fails, and keeps the item', async () => {
    serveAlarms(alarms(1, 1, false), []);
    answer(alarmEndpoints.dismiss, () => {
      throw axiosFailure(404, 'Not found', undefined, 'NOT_FOUND');
    });
    signInAsOfficer();
    renderApp('/change-password');

    const dialog = await openAlarms(0);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Dismiss Visit - Check 1' }));

    const alert = await screen.findByRole('alertdialog', { name: ALARM_MESSAGES.failed });
    await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(itemTexts(within(dialog).getByRole('region', { name: 'Upcoming' }))).toEqual(['Visit - Check 1']);
  });

  it('alerts "Oops... Something went wrong!" when the answer carries a statusCode other than 200', async () => {
    answer(alarmEndpoints.list, () => withStatusCode(500, null));
    signInAsOfficer();
    renderApp('/change-password');

    expect(await screen.findByRole('alertdialog', { name: ALARM_MESSAGES.failed })).toBeInTheDocument();
  });

  it("alerts 'Alarm Notification Not Available' with the server's message when loading fails", async () => {
    answer(alarmEndpoints.list, () => {
      throw axiosFailure(503, 'The alarms are resting', undefined, 'SERVICE_UNAVAILABLE');
    });
    signInAsOfficer();
    renderApp('/change-password');

    const alert = await screen.findByRole('alertdialog', { name: ALARM_MESSAGES.unavailable });
    expect(alert).toHaveAccessibleDescription('The alarms are resting');
  });

  it("alerts 'Internet server error (500)' when a failed load brings no message of the server's", async () => {
    answer(alarmEndpoints.list, () => {
      throw axiosAnswer(502, '<html>Bad gateway</html>');
    });
    signInAsOfficer();
    renderApp('/change-password');

    const alert = await screen.findByRole('alertdialog', { name: ALARM_MESSAGES.unavailable });
    expect(alert).toHaveAccessibleDescription(ALARM_MESSAGES.serverError);
  });

  it('reads the empty text in both lists when there are no alarms', async () => {
    signInAsOfficer();
    renderApp('/change-password');

    const dialog = await openAlarms(0);
    for (const name of ['Upcoming', 'Past']) {
      const list = within(dialog).getByRole('region', { name });
      expect(await within(list).findByText(ALARM_MESSAGES.empty.trim())).toBeInTheDocument();
    }
  });

  it("selects a chosen item and opens its case's diary", async () => {
    serveAlarms([], [alarm(20, true)]);
    signInAsOfficer();
    const router = renderApp('/change-password');

    const dialog = await openAlarms(1);
    await userEvent.click(await within(dialog).findByRole('link', { name: /Visit - Check 20/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/actionDiary/list/120'));
    expect(getAppStore().store.getState().alarmNotification.selectedAlarmNotification).toEqual({
      id: 20,
      desc: 'Visit - Check 20',
    });
  });

  it.each([
    ['READONLY', 'AUTHORITY_USER'],
    ['ADMIN', 'AUTHORITY_USER'],
    ['ADMIN', 'AUTHORITY'],
  ] as const)('is not shown to a %s %s', async (role, userType) => {
    storeSessionUser({ user_type: userType, role, auth_id: 2, webUserId: 7 });
    renderApp('/change-password');

    expect(await screen.findByRole('button', { name: /account menu/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Alarms/ })).toBeNull();
    expect(callsTo(alarmEndpoints.list)).toEqual([]);
  });
});

describe('the alarm dropdown, live', { timeout: 60_000 }, () => {
  const lastStream = async () => {
    return waitFor(() => {
      const stream = eventStreamsOpened().at(-1);
      if (!stream) throw new Error('No alarm event stream was opened');
      return stream;
    });
  };

  it("follows the alarm events with the session's token and reloads the lists when they change", async () => {
    const past = [alarm(20, true)];
    serveAlarms([], past);
    signInAsOfficer();
    renderApp('/change-password');
    await screen.findByRole('button', { name: 'Alarms, 1 past due' });

    const stream = await lastStream();
    expect(stream.url).toBe('/api/dashboard/action-items/events');
    expect(stream.authorization).toBe('Bearer access-token-1');
    past.push(alarm(21, true));
    stream.send(ALARMS_CHANGED_EVENT);

    expect(await screen.findByRole('button', { name: 'Alarms, 2 past due' })).toBeInTheDocument();
  });

  it('opens the stream again after the server closes it, and reloads what may have been missed', async () => {
    const past = [alarm(20, true)];
    serveAlarms([], past);
    signInAsOfficer();
    renderApp('/change-password');
    await screen.findByRole('button', { name: 'Alarms, 1 past due' });
    const first = await lastStream();

    past.push(alarm(21, true), alarm(22, true));
    first.close();

    await waitFor(() => expect(eventStreamsOpened().length).toBe(2));
    expect(await screen.findByRole('button', { name: 'Alarms, 3 past due' })).toBeInTheDocument();
  });

  it('stops asking for the stream once the server refuses it, and keeps showing the lists', async () => {
    refuseEventStreams(403);
    serveAlarms([], [alarm(20, true)]);
    signInAsOfficer();
    renderApp('/change-password');

    expect(await screen.findByRole('button', { name: 'Alarms, 1 past due' })).toBeInTheDocument();
    await waitFor(() => expect(eventStreamsOpened().map(({ status }) => status)).toEqual([403]));
  });

  it('moves an upcoming item to Past on its own when it falls due', async () => {
    const dueSoon = new Date(Date.now() + 1_500).toISOString();
    let due = false;
    answer(alarmEndpoints.list, () => {
      due = Date.now() >= Date.parse(dueSoon);
      const item = alarm(30, due, dueSoon);
      return { data: [item], upcomingRecord: due ? 0 : 1, datePassedRecord: due ? 1 : 0, newRecord: 0 };
    });
    signInAsOfficer();
    renderApp('/change-password');
    await screen.findByRole('button', { name: 'Alarms, 0 past due' });

    expect(await screen.findByRole('button', { name: 'Alarms, 1 past due' })).toBeInTheDocument();
    expect(due).toBe(true);
  });
});

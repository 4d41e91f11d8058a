import { caseEndpoints, clockEndpoints, type CaseClock } from '@casekeeper/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAppStoreForTests } from '@/app/store/app-store';
import { getAbilities } from '@/features/auth/api/get-abilities';
import { getCurrentUser } from '@/features/auth/api/get-current-user';
import { forgetAbilities } from '@/features/auth/hooks/use-abilities';
import { sampleCase } from '@/features/cases/testing/sample-case';
import { axiosFailure } from '@/testing/axios-failure';
import { answer, callsTo } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { abilitiesFromStorage, currentUserFromStorage } from '@/testing/session-from-storage';
import { storeSessionUser } from '@/testing/session-user';
import { sampleClock, sampleSettings } from '../testing/sample-clocks';

vi.mock('@/features/auth/api/get-current-user', () => ({ getCurrentUser: vi.fn() }));
vi.mock('@/features/auth/api/get-abilities', () => ({ getAbilities: vi.fn() }));

beforeEach(() => {
  // Today is 27 November 2026 in London; only Date is faked, so timers and promises run as usual.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T12:00:00.000Z') });
  vi.mocked(getCurrentUser).mockImplementation(currentUserFromStorage);
  vi.mocked(getAbilities).mockImplementation(abilitiesFromStorage());
  answer(caseEndpoints.statusHistory, () => []);
  answer(clockEndpoints.settings, () => sampleSettings({ can: { edit: false } }));
  // A read-only user reads the case: the card is reading, so it is theirs too.
  answer(caseEndpoints.edit, () => sampleCase({ can: { edit: false, changeStatus: false } }));
  storeSessionUser({
    user_type: 'AUTHORITY_USER',
    role: 'READONLY',
    auth_id: 2,
    webUserId: 8,
    first_name: 'Rory',
  });
});
afterEach(() => {
  vi.useRealTimers();
  resetAppStoreForTests();
  forgetAbilities();
});

const card = async () => screen.findByRole('region', { name: 'Timescales' });
const clockItem = async (name: string) =>
  (await within(await card()).findByRole('heading', { name, level: 3 })).closest('li') as HTMLElement;

function showClocks(clocks: CaseClock[]) {
  answer(clockEndpoints.caseClocks, () => ({ clocks }));
  renderApp('/case-manager/edit/41');
}

describe('the Timescales card on the case page', { timeout: 60_000 }, () => {
  it('shows a running clock: its state, colour in words, dates, days left and timeline', async () => {
    showClocks([
      sampleClock({
        name: 'Decision',
        definitionId: 1,
        limitUnit: 'CALENDAR_MONTHS',
        limit: 6,
        countUnit: 'CALENDAR_DAYS',
        startedAt: '2026-09-01T09:00:00.000Z',
        dueDate: '2027-03-01',
        remaining: 94,
        rag: 'green',
      }),
    ]);

    const item = await clockItem('Decision');
    expect(item).toHaveTextContent('Running · 94 calendar days left');
    expect(within(item).getByText('Green: on track')).toBeInTheDocument();
    expect(within(item).getByText('Started', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '01/09/2026',
    );
    expect(within(item).getByText('Due', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '01/03/2027',
    );
    expect(within(item).getByText('Limit', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '6 calendar months',
    );
    expect(
      within(item).getByRole('img', {
        name: 'Timeline: started 01/09/2026; today 27/11/2026, 48% of the way to the due date; due 01/03/2027.',
      }),
    ).toBeInTheDocument();
    expect(callsTo(clockEndpoints.caseClocks)).toEqual([
      expect.objectContaining({ params: { caseId: '41' } }),
    ]);
    expect(within(await card()).getByRole('link', { name: 'How timescales are worked out' })).toHaveAttribute(
      'href',
      '/authority/clocks',
    );
  });

  it('says how overdue a missed clock is, in red words, and what time it spent paused', async () => {
    showClocks([
      sampleClock({
        state: 'missed',
        rag: 'red',
        startedAt: '2026-03-02T09:00:00.000Z',
        dueDate: '2026-11-24',
        remaining: -3,
        paused: 5,
        pauses: [{ from: '2026-04-06T09:00:00.000Z', to: '2026-04-13T09:00:00.000Z' }],
      }),
    ]);

    const item = await clockItem('End to end');
    expect(item).toHaveTextContent('Missed · 3 working days overdue');
    expect(within(item).getByText('Red: overdue')).toBeInTheDocument();
    expect(within(item).getByText('Paused', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '5 working days',
    );
    expect(
      within(item).getByRole('img', {
        name: 'Timeline: started 02/03/2026; paused 06/04/2026 to 13/04/2026; due 24/11/2026; today 27/11/2026, past the due date.',
      }),
    ).toBeInTheDocument();
  });

  it('shows met, paused, withdrawn and not-started clocks each in their own words', async () => {
    showClocks([
      sampleClock({
        definitionId: 1,
        name: 'Decision',
        state: 'met',
        rag: 'amber',
        stoppedAt: '2026-10-20T10:00:00.000Z',
        remaining: 4,
      }),
      sampleClock({
        definitionId: 2,
        name: 'Completion',
        state: 'not_started',
        rag: 'none',
        startedAt: null,
        dueDate: null,
        remaining: null,
        elapsed: 0,
      }),
      sampleClock({
        definitionId: 3,
        state: 'paused',
        rag: 'green',
        paused: 8,
        pauses: [{ from: '2026-11-17T10:00:00.000Z', to: null }],
      }),
      sampleClock({
        definitionId: 4,
        name: 'Survey',
        state: 'stopped',
        rag: 'none',
        remaining: 30,
        stoppedAt: '2026-11-02T10:00:00.000Z',
      }),
    ]);

    expect(await clockItem('Decision')).toHaveTextContent('Met · 4 working days early');
    expect(within(await clockItem('Decision')).getByText('Amber')).toBeInTheDocument();
    // Its start status comes from the settings: Completion starts at Approved.
    expect(await clockItem('Completion')).toHaveTextContent(
      'Not started · starts when the case reaches Approved',
    );
    expect(within(await clockItem('Completion')).queryByRole('img')).toBeNull();
    const paused = await clockItem('End to end');
    expect(paused).toHaveTextContent('Paused · 90 working days left');
    expect(within(paused).getByText('Paused', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '8 working days, on hold since 17/11/2026',
    );
    expect(await clockItem('Survey')).toHaveTextContent(
      'Stopped (withdrawn or refused) · 30 working days were left',
    );
  });

  it('says when a case has no clocks', async () => {
    showClocks([]);
    expect(
      await within(await card()).findByText(
        'Your authority has no clocks set up, so this case has no timescales.',
      ),
    ).toBeInTheDocument();
  });

  it('says when the clocks could not be read, and tries again', async () => {
    let fail = true;
    answer(clockEndpoints.caseClocks, () => {
      if (fail) throw axiosFailure(500, 'Something went wrong on our side.', undefined, 'INTERNAL');
      return { clocks: [sampleClock()] };
    });
    renderApp('/case-manager/edit/41');

    const section = await card();
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'The timescales could not be loaded: Something went wrong on our side.',
    );
    fail = false;
    await userEvent.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await clockItem('End to end')).toHaveTextContent('Running · 90 working days left');
  });
});

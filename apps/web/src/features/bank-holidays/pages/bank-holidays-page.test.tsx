import {
  BANK_HOLIDAY_MESSAGES,
  bankHolidayEndpoints,
  type BankHolidayChanges,
  type BankHolidayYear,
} from '@casekeeper/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAppStoreForTests } from '@/app/store/app-store';
import { getCurrentUser } from '@/features/auth/api/get-current-user';
import { axiosFailure } from '@/testing/axios-failure';
import { answer, callsTo } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { currentUserFromStorage } from '@/testing/session-from-storage';
import { storeSessionUser } from '@/testing/session-user';

vi.mock('@/features/auth/api/get-current-user', () => ({ getCurrentUser: vi.fn() }));
vi.mock('@/features/auth/api/get-abilities', () => ({
  getAbilities: vi.fn(() => new Promise(() => undefined)),
}));

const year: BankHolidayYear = {
  nation: 'ENGLAND_AND_WALES',
  year: new Date().getFullYear(),
  loaded: false,
  days: [{ day: '2026-12-25', title: 'Christmas Day', source: 'BUILT_IN' }],
  removed: [],
};

const changes: BankHolidayChanges = {
  nations: [
    { nation: 'ENGLAND_AND_WALES', years: [2026], added: [], removed: [] },
    {
      nation: 'SCOTLAND',
      years: [2026],
      added: [{ day: '2026-06-15', title: 'Extra bank holiday' }],
      removed: [],
    },
    {
      nation: 'NORTHERN_IRELAND',
      years: [2026, 2027],
      added: [],
      removed: [{ day: '2027-07-12', title: 'Battle of the Boyne' }],
    },
  ],
};

const fileText = '{"scotland":{"division":"scotland","events":[]}}';
const chooseFile = () =>
  userEvent.upload(
    screen.getByLabelText('GOV.UK bank-holidays.json file'),
    new File([fileText], 'bank-holidays.json', { type: 'application/json' }),
  );

beforeEach(() => {
  vi.mocked(getCurrentUser).mockImplementation(currentUserFromStorage);
  answer(bankHolidayEndpoints.year, () => year);
  storeSessionUser({ user_type: 'ADMIN' });
});
afterEach(() => resetAppStoreForTests());

describe('the bank holidays page', { timeout: 60_000 }, () => {
  it('previews a chosen file per nation, changing nothing, then applies it', async () => {
    answer(bankHolidayEndpoints.preview, () => changes);
    answer(bankHolidayEndpoints.apply, () => changes, BANK_HOLIDAY_MESSAGES.applied);
    renderApp('/bank-holidays');
    await screen.findByRole('heading', { name: 'Bank holidays', level: 1 });

    await chooseFile();
    const scotland = await screen.findByRole('region', { name: 'Scotland' });
    expect(within(scotland).getByRole('list', { name: 'Adds in Scotland' })).toHaveTextContent(
      '15/06/2026 Extra bank holiday',
    );
    expect(
      within(screen.getByRole('region', { name: 'England and Wales' })).getByText('No change.'),
    ).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: 'Northern Ireland' })).getByRole('list', {
        name: 'Removes in Northern Ireland',
      }),
    ).toHaveTextContent('12/07/2027 Battle of the Boyne');
    expect(screen.getByText('Covers 2026 to 2027.')).toBeVisible();
    expect(callsTo(bankHolidayEndpoints.preview)).toEqual([
      expect.objectContaining({ body: { file: fileText } }),
    ]);
    expect(callsTo(bankHolidayEndpoints.apply)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Apply these bank holidays' }));
    await waitFor(() =>
      expect(callsTo(bankHolidayEndpoints.apply)).toEqual([
        expect.objectContaining({ body: { file: fileText } }),
      ]),
    );
    expect(await screen.findByText(BANK_HOLIDAY_MESSAGES.applied)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Scotland' })).toBeNull());
  });

  it('says why a file that is not GOV.UK’s is refused, and offers nothing to apply', async () => {
    answer(bankHolidayEndpoints.preview, () => {
      throw axiosFailure(400, BANK_HOLIDAY_MESSAGES.notTheFile, { file: [BANK_HOLIDAY_MESSAGES.notTheFile] });
    });
    renderApp('/bank-holidays');
    await screen.findByRole('heading', { name: 'Bank holidays', level: 1 });

    await chooseFile();
    expect(await screen.findByText(BANK_HOLIDAY_MESSAGES.notTheFile)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Apply these bank holidays' })).toBeNull();
  });

  it('lists a nation’s year, removes a day and adds one by hand', async () => {
    answer(bankHolidayEndpoints.removeDay, () => ({ ...year, days: [] }), 'Removed.');
    answer(bankHolidayEndpoints.addDay, () => year, 'Added.');
    renderApp('/bank-holidays');

    const list = await screen.findByRole('list', {
      name: `Bank holidays in England and Wales, ${year.year}`,
    });
    expect(within(list).getByText('Christmas Day')).toBeVisible();
    await userEvent.click(within(list).getByRole('button', { name: 'Remove Christmas Day, 25/12/2026' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Remove bank holiday' }));
    await waitFor(() =>
      expect(callsTo(bankHolidayEndpoints.removeDay).at(-1)?.body).toEqual({
        nation: 'ENGLAND_AND_WALES',
        day: '2026-12-25',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Nation' }), 'SCOTLAND');
    await userEvent.type(screen.getByRole('textbox', { name: 'Date' }), '15/06/2026');
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Extra bank holiday');
    await userEvent.click(screen.getByRole('button', { name: 'Add bank holiday' }));
    await waitFor(() =>
      expect(callsTo(bankHolidayEndpoints.addDay).at(-1)?.body).toEqual({
        nation: 'SCOTLAND',
        day: '2026-06-15',
        title: 'Extra bank holiday',
      }),
    );
    // Emptied for the next day, the labels back inside their fields.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Date' })).toHaveValue(''));
    expect(screen.getByText(/^Date/, { selector: 'label' })).toHaveAttribute('data-shrink', 'false');
    expect(screen.getByText(/^Name/, { selector: 'label' })).toHaveAttribute('data-shrink', 'false');
  });
});

import {
  CLOCK_MESSAGES,
  clockEndpoints,
  STALE_RECORD_MESSAGE,
  type ClockSettings,
} from '@casekeeper/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAppStoreForTests } from '@/app/store/app-store';
import { getAbilities } from '@/features/auth/api/get-abilities';
import { getCurrentUser } from '@/features/auth/api/get-current-user';
import { forgetAbilities } from '@/features/auth/hooks/use-abilities';
import { axiosFailure } from '@/testing/axios-failure';
import { answer, callsTo } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { abilitiesFromStorage, currentUserFromStorage } from '@/testing/session-from-storage';
import { storeSessionUser } from '@/testing/session-user';
import { CLOSURE_DAY_DATE_MESSAGE } from '../components/closure-days-section';
import { CLOCKS_RECOMPUTING_MESSAGE } from '../lib/recomputing-notice';
import { sampleSettings } from '../testing/sample-clocks';

vi.mock('@/features/auth/api/get-current-user', () => ({ getCurrentUser: vi.fn() }));
vi.mock('@/features/auth/api/get-abilities', () => ({ getAbilities: vi.fn() }));

let settings: ClockSettings;

function signInAs(role: 'ADMIN' | 'READONLY') {
  storeSessionUser({ user_type: 'AUTHORITY_USER', role, auth_id: 2, webUserId: 8, first_name: 'Ada' });
  settings = sampleSettings({ can: { edit: role === 'ADMIN' } });
}

beforeEach(() => {
  vi.mocked(getCurrentUser).mockImplementation(currentUserFromStorage);
  vi.mocked(getAbilities).mockImplementation(abilitiesFromStorage());
  answer(clockEndpoints.settings, () => settings);
});
afterEach(() => {
  resetAppStoreForTests();
  forgetAbilities();
});

const section = async (name: string) => screen.findByRole('region', { name });
const clockCard = async (name: string) =>
  (await within(await section('Clocks')).findByRole('heading', { name, level: 3 })).closest(
    'li',
  ) as HTMLElement;

describe('the clock settings page', { timeout: 60_000 }, () => {
  it('shows a read-only user the clocks, the nation and the closure days, with nothing to change', async () => {
    signInAs('READONLY');
    renderApp('/authority/clocks');

    const decision = await clockCard('Decision');
    expect(decision).toHaveTextContent('RunsApplication submitted →to Approved');
    expect(decision).toHaveTextContent('Limit6 calendar months');
    expect(await clockCard('End to end')).toHaveTextContent('150 working days; urgent cases 55 working days');
    expect(await clockCard('End to end')).toHaveTextContent('On holdpauses it');
    expect(await section('Bank holidays')).toHaveTextContent(
      'Your working days skip the bank holidays of England and Wales.',
    );
    expect(await section('Closure days')).toHaveTextContent('Tue 29/12/2026 Christmas shutdown');
    expect(
      screen.getByText('Only your authority’s administrators can change these settings.'),
    ).toBeInTheDocument();
    const page = screen.getByRole('main');
    expect(within(page).queryByRole('button')).toBeNull();
    expect(within(page).queryByRole('link', { name: /add a clock|edit/i })).toBeNull();
    expect(within(page).queryByRole('textbox')).toBeNull();
    expect(within(page).queryByRole('combobox')).toBeNull();
  });

  it('sends a new clock as the contract asks, then says the cases are being worked out again', async () => {
    signInAs('ADMIN');
    answer(clockEndpoints.addDefinition, () => settings, CLOCK_MESSAGES.definitionAdded('Assessment visit'));
    renderApp('/authority/clocks');
    await userEvent.click(await screen.findByRole('link', { name: 'Add a clock' }));

    await userEvent.type(await screen.findByLabelText(/^Name/), 'Assessment visit');
    await userEvent.selectOptions(screen.getByLabelText(/^Starts when/), 'Referral received');
    await userEvent.selectOptions(screen.getByLabelText(/^Stops when/), 'Assessment');
    await userEvent.type(screen.getByLabelText(/^Limit \*/), '20');
    await userEvent.type(screen.getByLabelText(/^Limit for urgent cases/), '5');
    await userEvent.selectOptions(screen.getByLabelText(/^Does On hold pause it/), 'yes');
    await userEvent.click(screen.getByRole('button', { name: 'Add clock' }));

    expect(await screen.findByText(CLOCKS_RECOMPUTING_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText(CLOCK_MESSAGES.definitionAdded('Assessment visit'))).toBeInTheDocument();
    expect(callsTo(clockEndpoints.addDefinition)).toEqual([
      expect.objectContaining({
        body: {
          name: 'Assessment visit',
          startStatusId: 2,
          stopStatusId: 3,
          limitUnit: 'WORKING_DAYS',
          limit: 20,
          urgentLimit: 5,
          amberAtPercent: 75,
          redAtPercent: 100,
          pausedByOnHold: true,
        },
      }),
    ]);
  });

  it('shows the contract’s messages beside the fields, and sends nothing', async () => {
    signInAs('ADMIN');
    renderApp('/authority/clocks/add');

    await userEvent.selectOptions(await screen.findByLabelText(/^Starts when/), 'Approved');
    await userEvent.selectOptions(screen.getByLabelText(/^Stops when/), 'Assessment');
    await userEvent.selectOptions(screen.getByLabelText(/^Counted in/), 'CALENDAR_MONTHS');
    await userEvent.type(screen.getByLabelText(/^Limit \*/), '61');
    await userEvent.clear(screen.getByLabelText(/^Amber at/));
    await userEvent.type(screen.getByLabelText(/^Amber at/), '90');
    await userEvent.clear(screen.getByLabelText(/^Red at/));
    await userEvent.type(screen.getByLabelText(/^Red at/), '80');
    await userEvent.click(screen.getByRole('button', { name: 'Add clock' }));

    expect(await screen.findByLabelText(/^Name/)).toHaveAccessibleDescription('Enter a name for the clock');
    expect(screen.getByLabelText(/^Stops when/)).toHaveAccessibleDescription(
      'Choose a stop status later in the pipeline than the start status',
    );
    expect(screen.getByLabelText(/^Limit \*/)).toHaveAccessibleDescription('Give at most 60 months');
    expect(screen.getByLabelText(/^Amber at/)).toHaveAccessibleDescription(
      'Make the amber point no later than the red point',
    );
    expect(callsTo(clockEndpoints.addDefinition)).toEqual([]);
  });

  it('edits a clock with its version, and shows the server’s own message for a field', async () => {
    signInAs('ADMIN');
    answer(clockEndpoints.updateDefinition, () => {
      throw axiosFailure(400, 'Check the clock', { name: [CLOCK_MESSAGES.nameInUse] });
    });
    renderApp('/authority/clocks');
    await userEvent.click(await screen.findByRole('link', { name: 'Edit the End to end clock' }));

    const name = await screen.findByLabelText(/^Name/);
    expect(screen.getByLabelText(/^Limit \*/)).toHaveValue('150');
    await userEvent.clear(name);
    await userEvent.type(name, 'Decision');
    await userEvent.click(screen.getByRole('button', { name: 'Save clock' }));

    await waitFor(() => expect(name).toHaveAccessibleDescription(CLOCK_MESSAGES.nameInUse));
    expect(callsTo(clockEndpoints.updateDefinition)).toEqual([
      expect.objectContaining({
        body: expect.objectContaining({
          id: 3,
          version: 1,
          name: 'Decision',
          limit: 150,
          urgentLimit: 55,
        }) as unknown,
      }),
    ]);
  });

  it('shows what someone else changed when a save comes too late, and Keep mine saves over it', async () => {
    signInAs('ADMIN');
    const theirs = { ...settings.definitions[0], limit: 4, version: 2 };
    answer(clockEndpoints.updateDefinition, (call) => {
      if ((call.body as { version: number }).version === 1) {
        throw axiosFailure(409, STALE_RECORD_MESSAGE, undefined, 'CONFLICT', { current: theirs });
      }
      return settings;
    });
    renderApp('/authority/clocks/edit/1');

    await userEvent.click(await screen.findByRole('button', { name: 'Save clock' }));
    const conflict = await screen.findByRole('alert');
    expect(conflict).toHaveTextContent('Someone else saved this clock while you were editing it');
    expect(conflict).toHaveTextContent('Limit: now 4 calendar months');
    await userEvent.click(within(conflict).getByRole('button', { name: 'Keep mine' }));

    expect(await screen.findByText(CLOCKS_RECOMPUTING_MESSAGE)).toBeInTheDocument();
    expect(
      callsTo(clockEndpoints.updateDefinition).map((call) => (call.body as { version: number }).version),
    ).toEqual([1, 2]);
  });

  it('deletes a clock only once asked and confirmed', async () => {
    signInAs('ADMIN');
    answer(clockEndpoints.deleteDefinition, () => settings, CLOCK_MESSAGES.definitionDeleted('Completion'));
    renderApp('/authority/clocks');

    await userEvent.click(await screen.findByRole('button', { name: 'Delete the Completion clock' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the Completion clock?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(clockEndpoints.deleteDefinition)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Delete the Completion clock' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete the Completion clock?' })).getByRole(
        'button',
        {
          name: 'Delete clock',
        },
      ),
    );
    expect(await screen.findByText(CLOCKS_RECOMPUTING_MESSAGE)).toBeInTheDocument();
    expect(callsTo(clockEndpoints.deleteDefinition)).toEqual([
      expect.objectContaining({ params: { id: '2' } }),
    ]);
  });

  it('adds a closure day typed the British way, after refusing a date that does not exist', async () => {
    signInAs('ADMIN');
    answer(clockEndpoints.addClosureDay, () => settings, CLOCK_MESSAGES.closureDayAdded);
    renderApp('/authority/clocks');

    const closures = await section('Closure days');
    const date = within(closures).getByLabelText(/^Date/);
    await userEvent.type(date, '31/02/2027');
    await userEvent.type(within(closures).getByLabelText(/^Reason/), 'Staff training');
    await userEvent.click(within(closures).getByRole('button', { name: 'Add closure day' }));
    await waitFor(() => expect(date).toHaveAccessibleDescription(CLOSURE_DAY_DATE_MESSAGE));
    expect(callsTo(clockEndpoints.addClosureDay)).toEqual([]);

    await userEvent.clear(date);
    await userEvent.type(date, '5/3/2027');
    await userEvent.click(within(closures).getByRole('button', { name: 'Add closure day' }));
    expect(await screen.findByText(CLOCKS_RECOMPUTING_MESSAGE)).toBeInTheDocument();
    expect(callsTo(clockEndpoints.addClosureDay)).toEqual([
      expect.objectContaining({ body: { day: '2027-03-05', description: 'Staff training' } }),
    ]);
    // Fresh, empty fields whose labels sit inside them again, as before anything was typed.
    const emptied = within(closures).getByLabelText(/^Date/);
    expect(emptied).toHaveValue('');
    expect(within(closures).getByText(/^Date/, { selector: 'label' })).toHaveAttribute(
      'data-shrink',
      'false',
    );
  });

  it('removes a closure day once confirmed, and sets the nation', async () => {
    signInAs('ADMIN');
    answer(clockEndpoints.deleteClosureDay, () => settings, CLOCK_MESSAGES.closureDayDeleted);
    answer(clockEndpoints.setNation, () => settings, CLOCK_MESSAGES.nationSet('SCOTLAND'));
    renderApp('/authority/clocks');

    await userEvent.click(await screen.findByRole('button', { name: 'Remove 29/12/2026' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Remove the closure day 29/12/2026?' })).getByRole(
        'button',
        {
          name: 'Remove closure day',
        },
      ),
    );
    expect(await screen.findByText(CLOCK_MESSAGES.closureDayDeleted)).toBeInTheDocument();
    expect(callsTo(clockEndpoints.deleteClosureDay)).toEqual([
      expect.objectContaining({ params: { id: '9' } }),
    ]);

    await userEvent.selectOptions(screen.getByLabelText('Bank holidays of'), 'SCOTLAND');
    await userEvent.click(await screen.findByRole('button', { name: 'Save nation' }));
    expect(await screen.findByText(CLOCK_MESSAGES.nationSet('SCOTLAND'))).toBeInTheDocument();
    expect(callsTo(clockEndpoints.setNation)).toEqual([
      expect.objectContaining({ body: { nation: 'SCOTLAND' } }),
    ]);
  });

  it('sends a read-only user who opens the add page to Forbidden', async () => {
    signInAs('READONLY');
    const router = renderApp('/authority/clocks/add');
    await waitFor(() => expect(router.state.location.pathname).toBe('/unauthorized'));
  });
});

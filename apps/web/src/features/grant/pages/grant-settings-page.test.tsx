import {
  authorityChoiceEndpoints,
  CHOICE_DONE,
  GRANT_DONE,
  grantEndpoints,
  type AuthorityChoice,
  type SessionUser,
} from '@casekeeper/contract';
import { configureStore } from '@reduxjs/toolkit';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api/api';
import { answer, callsTo } from '@/testing/fake-api';
import { renderWithRouter } from '@/testing/render-with-router';
import { sessionUser } from '@/testing/session-user';
import { GrantSettingsPage } from './grant-settings-page';

// One session for the file, with no pause between an action's events (as the other grant tests).
const actor = userEvent.setup({ delay: null });
const admin = sessionUser({ user_type: 'AUTHORITY_USER', role: 'ADMIN', auth_id: 2 });
const reader = sessionUser({ user_type: 'AUTHORITY_USER', role: 'READONLY', auth_id: 2 });

const entry = (id: number, name: string, more: Partial<AuthorityChoice> = {}): AuthorityChoice => ({
  id,
  list: 'ADAPTATION_TYPE',
  name,
  needsText: false,
  isActive: true,
  sortOrder: id,
  version: 1,
  ...more,
});

function showSettings(user: SessionUser) {
  const store = configureStore({
    reducer: {
      [api.reducerPath]: api.reducer,
      auth: (state: { user: SessionUser | null } = { user }) => state,
    },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  renderWithRouter(
    <Provider store={store}>
      <GrantSettingsPage />
    </Provider>,
  );
}

let adaptationTypes: AuthorityChoice[] = [];

beforeEach(() => {
  adaptationTypes = [entry(1, 'Stairlift'), entry(2, 'Hoist', { isActive: false })];
  answer(grantEndpoints.settings, () => ({
    mandatoryMaxPence: 3_000_000,
    discretionaryTopUps: false,
    officersAuthorisePayments: false,
  }));
  answer(authorityChoiceEndpoints.list, ({ params }) =>
    params.list === 'ADAPTATION_TYPE'
      ? adaptationTypes
      : [entry(5, 'Other', { list: 'REFUSAL_REASON', needsText: true })],
  );
});

describe('/authority/grant-settings', () => {
  it('lets an authority admin set the maximum in pounds, turn top-ups on and let officers authorise payments', async () => {
    answer(grantEndpoints.saveSettings, ({ body }) => body, GRANT_DONE.settingsSaved);
    showSettings(admin);
    const limits = await screen.findByRole('region', { name: 'Grant limits and payments' });
    const maximum = await within(limits).findByLabelText(/Maximum \(£\)/);
    expect(maximum).toHaveValue('30,000.00');

    act(() => void fireEvent.change(maximum, { target: { value: '36000' } }));
    await actor.click(within(limits).getByRole('switch', { name: /Give discretionary top-ups/ }));
    const officers = within(limits).getByRole('checkbox', {
      name: 'Read-write officers may authorise payments',
    });
    expect(officers).not.toBeChecked();
    expect(officers).toHaveAccessibleDescription(/No one authorises a payment they requested themselves/);
    await actor.click(officers);
    await actor.click(within(limits).getByRole('button', { name: 'Save grant settings' }));

    await vi.waitFor(() => expect(callsTo(grantEndpoints.saveSettings)).toHaveLength(1));
    expect(callsTo(grantEndpoints.saveSettings)).toEqual([
      expect.objectContaining({
        body: { mandatoryMaxPence: 3_600_000, discretionaryTopUps: true, officersAuthorisePayments: true },
      }),
    ]);
  });

  it('keeps the lists in order with their retired entries, and adds and retires entries', async () => {
    answer(
      authorityChoiceEndpoints.add,
      ({ body }) => {
        const added = entry(3, (body as { name: string }).name);
        adaptationTypes = [...adaptationTypes, added];
        return added;
      },
      CHOICE_DONE.added('Ceiling hoist'),
    );
    answer(authorityChoiceEndpoints.update, ({ body }) => {
      const saved = { ...entry(1, 'Stairlift'), ...(body as Partial<AuthorityChoice>), version: 2 };
      adaptationTypes = adaptationTypes.map((kept) => (kept.id === saved.id ? saved : kept));
      return saved;
    });
    showSettings(admin);
    const types = await screen.findByRole('list', { name: 'Adaptation types' });
    expect(
      within(types)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Stairlift'), expect.stringContaining('HoistRetired')]);

    const section = screen.getByRole('region', { name: 'Adaptation types' });
    act(
      () =>
        void fireEvent.change(within(section).getByLabelText(/^Name/), {
          target: { value: 'Ceiling hoist' },
        }),
    );
    await actor.click(within(section).getByRole('button', { name: 'Add' }));
    expect(await within(types).findByText('Ceiling hoist')).toBeVisible();
    expect(callsTo(authorityChoiceEndpoints.add)).toEqual([
      expect.objectContaining({ body: { list: 'ADAPTATION_TYPE', name: 'Ceiling hoist', needsText: false } }),
    ]);

    await actor.click(within(types).getByRole('button', { name: 'Retire Stairlift' }));
    expect(await within(types).findByRole('button', { name: 'Bring back Stairlift' })).toBeVisible();
    expect(callsTo(authorityChoiceEndpoints.update)).toEqual([
      expect.objectContaining({
        body: { id: 1, version: 1, name: 'Stairlift', needsText: false, isActive: false },
      }),
    ]);
  });

  it('shows anyone else the settings and lists without a way to change them', async () => {
    showSettings(reader);
    expect(await screen.findByText('£30,000.00')).toBeVisible();
    expect(screen.getByText(/Only administrators authorise payments/)).toBeVisible();
    expect(await screen.findByRole('list', { name: 'Reasons for refusal' })).toHaveTextContent(
      'OtherAsks for words',
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
